import { formatGstRate } from '#shared/gst.ts'
import { formatStoreTime } from '#shared/store-clock.ts'
import type { InvoiceDocument, InvoiceLine } from './invoice-document.ts'

// The invoice as an A4 PDF, drawn with pdfkit (ADR 029). Its built-in Helvetica has no rupee
// sign, so amounts are written as figures under 'Amount (INR)' headings.

const MARGIN = 36
const PAGE = { width: 595.28, height: 841.89 }
const WIDTH = PAGE.width - 2 * MARGIN

const figure = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
/** 123456 paise → '1,234.56'. */
const inr = (paise: number) => figure.format(paise / 100)

type Column = {
  title: string
  width: number
  align?: 'left' | 'right'
  cell: (l: InvoiceLine, i: number) => string
}

function lineColumns(intraState: boolean): Column[] {
  const tax: Column[] = intraState
    ? [
        { title: 'CGST', width: 52, align: 'right', cell: (l) => inr(l.cgst) },
        { title: 'SGST', width: 52, align: 'right', cell: (l) => inr(l.sgst) },
      ]
    : [{ title: 'IGST', width: 104, align: 'right', cell: (l) => inr(l.igst) }]
  return [
    { title: '#', width: 16, cell: (_l, i) => String(i + 1) },
    { title: 'Description', width: 117, cell: (l) => l.description },
    { title: 'HSN/SAC', width: 48, cell: (l) => l.hsnCode ?? '-' },
    { title: 'Qty', width: 28, align: 'right', cell: (l) => `${l.quantity}` },
    { title: 'Rate', width: 54, align: 'right', cell: (l) => inr(l.unitPrice) },
    { title: 'Taxable', width: 60, align: 'right', cell: (l) => inr(l.taxable) },
    { title: 'GST', width: 34, align: 'right', cell: (l) => formatGstRate(l.rate) },
    ...tax,
    { title: 'Amount', width: 62, align: 'right', cell: (l) => inr(l.amount) },
  ]
}

/** Renders the invoice; `issuedAt` is also the PDF's creation date, so a render is repeatable. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  // Loaded on the first invoice, not at start: pdfkit's font stack (fontkit, brotli) costs
  // about 0.1 s of CPU and some memory to load, and most starts never render an invoice.
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Tax Invoice ${invoice.invoiceNumber}`,
      Author: invoice.seller.legalName,
      CreationDate: new Date(invoice.issuedAt),
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  doc.font('Helvetica-Bold').fontSize(16).text('TAX INVOICE', { align: 'center' })
  doc.moveDown(0.5)
  const top = doc.y
  const half = WIDTH / 2 - 8
  const { seller, buyer } = invoice
  doc.font('Helvetica-Bold').fontSize(10).text(seller.legalName, MARGIN, top, { width: half })
  doc.font('Helvetica').fontSize(9)
  if (seller.address) doc.text(seller.address, { width: half })
  doc.text(`GSTIN: ${seller.gstin}`, { width: half })
  doc.text(`State: ${seller.stateCode}-${seller.stateName}`, { width: half })
  if (seller.fssaiLicence) doc.text(`FSSAI Lic. No.: ${seller.fssaiLicence}`, { width: half })
  const sellerBottom = doc.y

  const right = MARGIN + WIDTH / 2 + 8
  doc.font('Helvetica').fontSize(9)
  doc.text(`Invoice No.: ${invoice.invoiceNumber}`, right, top, { width: half })
  doc.text(`Invoice Date: ${formatStoreTime(invoice.issuedAt, 'medium')}`, { width: half })
  doc.text(`Order No.: ${invoice.orderNumber}`, { width: half })
  doc.text(`Order Date: ${formatStoreTime(invoice.orderDate, 'medium')}`, { width: half })
  doc.text(`Place of Supply: ${invoice.placeOfSupply}`, { width: half })
  doc.y = Math.max(sellerBottom, doc.y) + 10

  doc.font('Helvetica-Bold').fontSize(10).text('Bill to / Ship to', MARGIN)
  doc.font('Helvetica').fontSize(9)
  doc.text(`${buyer.name}, ${buyer.phone}`, { width: WIDTH })
  doc.text(buyer.address, { width: WIDTH })
  doc.text('GSTIN: Unregistered (consumer)', { width: WIDTH })
  doc.moveDown(0.8)

  drawTable(doc, lineColumns(invoice.intraState), invoice.lines)

  const t = invoice.totals
  const totals: [string, string][] = [
    ['Taxable value', inr(t.taxable)],
    ...(invoice.intraState
      ? ([
          ['CGST', inr(t.cgst)],
          ['SGST', inr(t.sgst)],
        ] as [string, string][])
      : ([['IGST', inr(t.igst)]] as [string, string][])),
    ['Invoice total (INR)', inr(t.total)],
  ]
  doc.moveDown(0.5)
  for (const [label, value] of totals) {
    const y = doc.y
    doc.font(label.startsWith('Invoice') ? 'Helvetica-Bold' : 'Helvetica').fontSize(9)
    doc.text(label, MARGIN + WIDTH - 240, y, { width: 150 })
    doc.text(value, MARGIN + WIDTH - 90, y, { width: 90, align: 'right' })
  }
  doc.moveDown(0.5)
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`Amount in words: ${invoice.amountInWords}`, MARGIN, doc.y, { width: WIDTH })
  doc.moveDown(1)

  doc.font('Helvetica-Bold').fontSize(10).text('HSN/SAC summary', MARGIN)
  doc.moveDown(0.3)
  const summaryColumns: Column[] = [
    { title: 'HSN/SAC', width: 90, cell: (_l, i) => invoice.hsnSummary[i]!.hsnCode ?? '-' },
    { title: 'GST', width: 60, align: 'right', cell: (_l, i) => formatGstRate(invoice.hsnSummary[i]!.rate) },
    { title: 'Taxable', width: 100, align: 'right', cell: (_l, i) => inr(invoice.hsnSummary[i]!.taxable) },
    ...(invoice.intraState
      ? [
          {
            title: 'CGST',
            width: 90,
            align: 'right' as const,
            cell: (_l: InvoiceLine, i: number) => inr(invoice.hsnSummary[i]!.cgst),
          },
          {
            title: 'SGST',
            width: 90,
            align: 'right' as const,
            cell: (_l: InvoiceLine, i: number) => inr(invoice.hsnSummary[i]!.sgst),
          },
        ]
      : [
          {
            title: 'IGST',
            width: 180,
            align: 'right' as const,
            cell: (_l: InvoiceLine, i: number) => inr(invoice.hsnSummary[i]!.igst),
          },
        ]),
  ]
  drawTable(doc, summaryColumns, invoice.hsnSummary as unknown as InvoiceLine[])

  doc.moveDown(1.5)
  doc.font('Helvetica').fontSize(8).fillColor('#444444')
  doc.text('Prices include GST. Tax is not payable on reverse charge.', MARGIN, doc.y, { width: WIDTH })
  doc.text('This is a computer-generated invoice and needs no signature.', { width: WIDTH })
  doc.end()
  return done
}

function drawTable(doc: PDFKit.PDFDocument, columns: Column[], rows: InvoiceLine[]) {
  const row = (cells: string[], bold: boolean) => {
    if (doc.y > PAGE.height - MARGIN - 40) doc.addPage()
    const y = doc.y
    let x = MARGIN
    let bottom = y
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8)
    for (const [i, column] of columns.entries()) {
      doc.text(cells[i]!, x + 2, y + 3, { width: column.width - 4, align: column.align ?? 'left' })
      bottom = Math.max(bottom, doc.y)
      x += column.width
    }
    doc
      .moveTo(MARGIN, bottom + 2)
      .lineTo(x, bottom + 2)
      .strokeColor('#999999')
      .lineWidth(0.5)
      .stroke()
    doc.y = bottom + 3
  }
  row(
    columns.map((c) => c.title),
    true,
  )
  for (const [i, line] of rows.entries())
    row(
      columns.map((c) => c.cell(line, i)),
      false,
    )
  doc.x = MARGIN
}
