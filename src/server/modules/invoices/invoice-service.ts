import { and, asc, eq, gte, lt, sql } from 'drizzle-orm'
import type { FastifyReply } from 'fastify'
import type { Db, Tx } from '#server/db/database.ts'
import { invoiceCounters, invoices, orderItems, orders } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { getStoreSettings } from '#server/modules/settings/settings-service.ts'
import { financialYearOf, formatInvoiceNumber } from '#shared/gst.ts'
import { addDays, storeDate, storeDateStart } from '#shared/store-clock.ts'
import { buildInvoiceDocument, type InvoiceDocument } from './invoice-document.ts'
import { renderInvoicePdf } from './invoice-pdf.ts'

// GST tax invoices (issue 14, ADR 029): issued in the transaction that marks an order
// delivered, numbered in one gap-free series per financial year, never renumbered.

export const INVOICE_NOT_FOUND = 'Invoice not found'

/**
 * Issues the order's invoice unless it has one or the store has not set its GST details. The
 * caller holds the order's row lock (lockOrder), so one order is never invoiced twice; the
 * year's counter row is locked by the increment until the caller commits, so concurrent
 * deliveries take consecutive numbers and a rolled-back delivery gives its number back.
 */
export async function issueInvoice(tx: Tx, orderId: string, now = new Date()): Promise<void> {
  const settings = await getStoreSettings(tx)
  if (!settings.gstin || !settings.legalName || !settings.stateCode) return
  const [existing] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, orderId))
  if (existing) return
  const [order] = await tx
    .select({
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      deliveryFee: orders.deliveryFee,
      totalAmount: orders.totalAmount,
      deliveryAddress: orders.deliveryAddress,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
  if (!order) throw AppError.notFound(INVOICE_NOT_FOUND)
  const items = await tx
    .select({
      productName: orderItems.productName,
      hsnCode: orderItems.hsnCode,
      gstRate: orderItems.gstRate,
      quantity: orderItems.quantity,
      unit: orderItems.unit,
      unitPrice: orderItems.unitPrice,
      totalPrice: orderItems.totalPrice,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productName), asc(orderItems.id))

  const financialYear = financialYearOf(storeDate(now))
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastSerial: sql`${invoiceCounters.lastSerial} + 1` },
    })
    .returning({ serial: invoiceCounters.lastSerial })
  const serial = counter!.serial
  const invoiceNumber = formatInvoiceNumber(settings.invoicePrefix, financialYear, serial)
  const document = buildInvoiceDocument({
    invoiceNumber,
    financialYear,
    issuedAt: now,
    order,
    items,
    seller: {
      legalName: settings.legalName,
      gstin: settings.gstin,
      stateCode: settings.stateCode,
      address: settings.address,
      fssaiLicence: settings.fssaiLicence,
    },
    deliveryGstRate: settings.deliveryGstRate,
  })
  await tx.insert(invoices).values({ orderId, financialYear, serial, invoiceNumber, issuedAt: now, document })
}

/**
 * The invoice's PDF: rendered on first download and stored, so every later download is the same
 * file. With a userId, only that customer's order's invoice is found.
 */
export async function getInvoicePdf(
  db: Db,
  orderId: string,
  userId: string | null,
): Promise<{ invoiceNumber: string; pdf: Buffer }> {
  const [row] = await db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      document: invoices.document,
      pdf: invoices.pdf,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(
      userId === null
        ? eq(invoices.orderId, orderId)
        : and(eq(invoices.orderId, orderId), eq(orders.userId, userId)),
    )
  if (!row) throw AppError.notFound(INVOICE_NOT_FOUND)
  if (row.pdf) return { invoiceNumber: row.invoiceNumber, pdf: row.pdf }
  const rendered = await renderInvoicePdf(row.document as InvoiceDocument)
  // Two first downloads at once: the first stored copy wins, and both answer it.
  const [stored] = await db
    .update(invoices)
    .set({ pdf: sql`coalesce(${invoices.pdf}, ${rendered})` })
    .where(eq(invoices.id, row.id))
    .returning({ pdf: invoices.pdf })
  return { invoiceNumber: row.invoiceNumber, pdf: stored?.pdf ?? rendered }
}

/** Answers the PDF as a download named after the invoice ('invoice-FC-26-27-00007.pdf'). */
export function sendInvoicePdf(reply: FastifyReply, invoiceNumber: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="invoice-${invoiceNumber.replaceAll('/', '-')}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf)
}

const csvCell = (value: string | number) => {
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}
const rupees = (paise: number) => (paise / 100).toFixed(2)

/**
 * A month's invoices (store calendar month 'YYYY-MM') as a GSTR-1-style CSV: one row per
 * invoice and rate, with the buyer's place of supply (consumers have no GSTIN).
 */
export async function exportGstr1Csv(db: Db, month: string): Promise<string> {
  const from = storeDateStart(`${month}-01`)
  const next = addDays(`${month}-28`, 7).slice(0, 7)
  const to = storeDateStart(`${next}-01`)
  const rows = await db
    .select({ document: invoices.document })
    .from(invoices)
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
    .orderBy(asc(invoices.financialYear), asc(invoices.serial))
  const header = [
    'Invoice number',
    'Invoice date',
    'Order number',
    'Buyer GSTIN',
    'Place of supply',
    'Invoice value',
    'Rate (%)',
    'Taxable value',
    'CGST',
    'SGST',
    'IGST',
  ]
  const lines = [header.join(',')]
  for (const { document } of rows) {
    const invoice = document as InvoiceDocument
    const byRate = new Map<number, { taxable: number; cgst: number; sgst: number; igst: number }>()
    for (const row of invoice.hsnSummary) {
      const r = byRate.get(row.rate) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0 }
      r.taxable += row.taxable
      r.cgst += row.cgst
      r.sgst += row.sgst
      r.igst += row.igst
      byRate.set(row.rate, r)
    }
    for (const [rate, r] of [...byRate.entries()].sort((a, b) => a[0] - b[0])) {
      lines.push(
        [
          invoice.invoiceNumber,
          storeDate(new Date(invoice.issuedAt)),
          invoice.orderNumber,
          '',
          invoice.placeOfSupply,
          rupees(invoice.totals.total),
          rate / 100,
          rupees(r.taxable),
          rupees(r.cgst),
          rupees(r.sgst),
          rupees(r.igst),
        ]
          .map(csvCell)
          .join(','),
      )
    }
  }
  return `${lines.join('\r\n')}\r\n`
}
