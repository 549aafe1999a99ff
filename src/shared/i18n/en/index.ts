// The whole English catalogue, for the server and the tests. Client code imports the one file of
// its feature instead, so each English text travels in the chunk that shows it.
// catalogues.test.ts checks every file is listed here.

import addresses from './addresses.json'
import admin from './admin.json'
import areas from './areas.json'
import auth from './auth.json'
import cart from './cart.json'
import catalog from './catalog.json'
import checkout from './checkout.json'
import common from './common.json'
import errors from './errors.json'
import favorites from './favorites.json'
import history from './history.json'
import home from './home.json'
import location from './location.json'
import mails from './mails.json'
import notices from './notices.json'
import notifications from './notifications.json'
import offline from './offline.json'
import orders from './orders.json'
import payments from './payments.json'
import privacy from './privacy.json'
import product from './product.json'
import profile from './profile.json'
import refusals from './refusals.json'
import reviews from './reviews.json'
import search from './search.json'
import settings from './settings.json'
import status from './status.json'
import stockAlerts from './stock-alerts.json'
import support from './support.json'
import validation from './validation.json'

export const english: Record<string, string> = {
  ...settings,
  ...common,
  ...home,
  ...history,
  ...catalog,
  ...cart,
  ...product,
  ...favorites,
  ...stockAlerts,
  ...checkout,
  ...addresses,
  ...areas,
  ...status,
  ...orders,
  ...errors,
  ...reviews,
  ...notifications,
  ...auth,
  ...admin,
  ...profile,
  ...privacy,
  ...support,
  ...location,
  ...payments,
  ...offline,
  ...validation,
  ...notices,
  ...mails,
  ...refusals,
  ...search,
}
