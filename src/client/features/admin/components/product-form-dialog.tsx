import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx'
import type { AdminProduct } from '#shared/schemas/admin.ts'
import { ProductForm } from './product-form.tsx'

const FORM_ID = 'admin-product-form'

type ProductFormDialogProps = {
  open: boolean
  /** null adds a new product. */
  product: AdminProduct | null
  onOpenChange: (open: boolean) => void
}

/** Add New Product / Edit Product. The form mounts afresh on every opening. */
export function ProductFormDialog({ open, product, onOpenChange }: ProductFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={product ? 'Edit Product' : 'Add New Product'}
        description={product ? product.name : 'Fill in the details; fields marked * are required.'}
        className="sm:w-[min(40rem,94vw)]"
      >
        <ProductForm formId={FORM_ID} product={product} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}
