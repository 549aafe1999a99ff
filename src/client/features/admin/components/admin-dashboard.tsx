import {
  BarChart3Icon,
  BookOpenIcon,
  MapPinnedIcon,
  MessageSquareIcon,
  PackageIcon,
  ShoppingBagIcon,
  UsersIcon,
} from 'lucide-react'
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/admin.json'
import type { AdminOrderListQuery, AdminProduct } from '#shared/schemas/admin.ts'
import { useAdminLiveOrders } from '../hooks/use-admin-live-orders.ts'
import { AdminHeader } from './admin-header.tsx'
import { ListSkeleton } from './list-states.tsx'
import { OrdersTab } from './orders-tab.tsx'
import { SummaryCards } from './summary-cards.tsx'

// The first screen is the header, the summary and the Orders tab. Every other tab and each dialog
// is a chunk of its own, downloaded when the tab is chosen or the dialog opened (on pointing at
// the tab, already): the admin area's first visit carries one tab's code, not seven tabs', the
// product form's and zod's (issue 13 item 6).
const lazyPart = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await load() }))
const TAB_LOADERS = {
  products: () => import('./products-tab.tsx'),
  reviews: () => import('./reviews-tab.tsx'),
  customers: () => import('./customers-tab.tsx'),
  analytics: () => import('./analytics-tab.tsx'),
  areas: () => import('./delivery-areas-tab.tsx'),
  'search-words': () => import('./search-words-tab.tsx'),
}
const ProductsTab = lazyPart(async () => (await TAB_LOADERS.products()).ProductsTab)
const ReviewsTab = lazyPart(async () => (await TAB_LOADERS.reviews()).ReviewsTab)
const CustomersTab = lazyPart(async () => (await TAB_LOADERS.customers()).CustomersTab)
const AnalyticsTab = lazyPart(async () => (await TAB_LOADERS.analytics()).AnalyticsTab)
const DeliveryAreasTab = lazyPart(async () => (await TAB_LOADERS.areas()).DeliveryAreasTab)
const SearchWordsTab = lazyPart(async () => (await TAB_LOADERS['search-words']()).SearchWordsTab)
const ProductFormDialog = lazyPart(async () => (await import('./product-form-dialog.tsx')).ProductFormDialog)
const OrderDetailsDialog = lazyPart(
  async () => (await import('./order-details-dialog.tsx')).OrderDetailsDialog,
)
const StoreSettingsDialog = lazyPart(
  async () => (await import('./store-settings-dialog.tsx')).StoreSettingsDialog,
)

/** Starts a tab's download as the pointer or focus reaches its trigger, before the click. */
function preloadTab(value: TabValue) {
  if (value !== 'orders') void TAB_LOADERS[value]().catch(() => undefined)
}

/** A dialog's code mounts with its first opening and stays (its closing animation, its next opening). */
function Lazily({ wanted, children }: { wanted: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(wanted)
  if (wanted && !mounted) setMounted(true)
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null
}

const TABS = [
  { value: 'orders', label: 'admin.tabOrders', icon: ShoppingBagIcon },
  { value: 'products', label: 'admin.tabProducts', icon: PackageIcon },
  { value: 'reviews', label: 'admin.tabReviews', icon: MessageSquareIcon },
  { value: 'customers', label: 'admin.tabCustomers', icon: UsersIcon },
  { value: 'analytics', label: 'admin.tabAnalytics', icon: BarChart3Icon },
  { value: 'areas', label: 'admin.tabAreas', icon: MapPinnedIcon },
  { value: 'search-words', label: 'admin.tabSearchWords', icon: BookOpenIcon },
] as const
type TabValue = (typeof TABS)[number]['value']

function isTab(value: string | null): value is TabValue {
  return TABS.some((t) => t.value === value)
}

type ProductDialogState = { open: boolean; product: AdminProduct | null }

/**
 * /admin for an admin: header, the four summary cards and the seven tabs. The open tab lives in
 * the address (?tab=products) so a reload or a shared link lands on it. The product dialog and
 * View Details sit here because the header, the notifications list and the tabs all open them.
 */
export function AdminDashboard({ account }: { account: ReactNode }) {
  const t = useT(messages)
  useAdminLiveOrders()
  const [params, setParams] = useSearchParams()
  const tabParam = params.get('tab')
  const tab: TabValue = isTab(tabParam) ? tabParam : 'orders'
  const [orderStatus, setOrderStatus] = useState<AdminOrderListQuery['status']>('all')
  const [productDialog, setProductDialog] = useState<ProductDialogState>({ open: false, product: null })
  const [orderId, setOrderId] = useState<string | null>(null)
  const [settingsOpen, setSettingsOpen] = useState(false)

  const selectTab = (value: string) => {
    if (!isTab(value)) return
    setParams(value === 'orders' ? {} : { tab: value }, { replace: true })
  }
  const openProductForm = (product: AdminProduct | null) => setProductDialog({ open: true, product })

  return (
    <div className="min-h-dvh bg-background">
      <AdminHeader
        account={account}
        onAddProduct={() => openProductForm(null)}
        onOpenSettings={() => setSettingsOpen(true)}
        onOpenOrder={setOrderId}
        onShowPendingOrders={() => {
          setOrderStatus('pending')
          selectTab('orders')
        }}
      />
      <main id="main" className="mx-auto flex max-w-7xl flex-col gap-6 px-4 pt-5 pb-(--toast-room) sm:pt-6">
        <SummaryCards />
        <Tabs value={tab} onValueChange={selectTab}>
          {/* Phones: two rows of four equal columns, icon over label, so every tab stays in view. */}
          <TabsList aria-label={t('admin.sections')} className="grid grid-cols-4 sm:flex">
            {TABS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger
                key={value}
                value={value}
                onPointerEnter={() => preloadTab(value)}
                onFocus={() => preloadTab(value)}
                className="h-auto flex-col gap-0.5 px-1 py-1.5 text-[11px] sm:h-9 sm:flex-row sm:gap-1.5 sm:px-3.5 sm:py-0 sm:text-sm"
              >
                <Icon aria-hidden="true" />
                {t(label)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="orders" className="mt-5">
            <OrdersTab status={orderStatus} onStatusChange={setOrderStatus} onViewDetails={setOrderId} />
          </TabsContent>
          <TabsContent value="products" className="mt-5">
            <Suspense fallback={<ListSkeleton />}>
              <ProductsTab onAddProduct={() => openProductForm(null)} onEditProduct={openProductForm} />
            </Suspense>
          </TabsContent>
          <TabsContent value="reviews" className="mt-5">
            <Suspense fallback={<ListSkeleton />}>
              <ReviewsTab />
            </Suspense>
          </TabsContent>
          <TabsContent value="customers" className="mt-5">
            <Suspense fallback={<ListSkeleton />}>
              <CustomersTab />
            </Suspense>
          </TabsContent>
          <TabsContent value="analytics" className="mt-5">
            <Suspense fallback={<ListSkeleton />}>
              <AnalyticsTab />
            </Suspense>
          </TabsContent>
          <TabsContent value="areas" className="mt-5">
            <Suspense fallback={<ListSkeleton />}>
              <DeliveryAreasTab />
            </Suspense>
          </TabsContent>
          <TabsContent value="search-words" className="mt-5">
            <Suspense fallback={<ListSkeleton />}>
              <SearchWordsTab />
            </Suspense>
          </TabsContent>
        </Tabs>
      </main>
      <Lazily wanted={productDialog.open}>
        <ProductFormDialog
          open={productDialog.open}
          product={productDialog.product}
          onOpenChange={(open) => setProductDialog((state) => ({ ...state, open }))}
        />
      </Lazily>
      <Lazily wanted={orderId !== null}>
        <OrderDetailsDialog orderId={orderId} onClose={() => setOrderId(null)} />
      </Lazily>
      <Lazily wanted={settingsOpen}>
        <StoreSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
      </Lazily>
    </div>
  )
}
