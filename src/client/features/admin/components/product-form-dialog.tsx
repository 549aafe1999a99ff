import { DialogContent, DialogRoot } from '#client/components/ui/dialog.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/admin.json'
import type { AdminProduct } from '#shared/schemas/admin.ts'
import { getAdminProduct } from '../api/save-product.ts'
import { useEditConflict } from '../hooks/use-edit-conflict.ts'
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
  const t = useT(messages)
  const done = () => onOpenChange(false)
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={product ? t('admin.editProduct') : t('admin.addNewProduct')}
        description={product ? product.name : t('admin.productFormText')}
        className="sm:w-[min(40rem,94vw)]"
      >
        {product ? (
          <EditProductForm product={product} onDone={done} />
        ) : (
          <ProductForm formId={FORM_ID} product={null} onDone={done} />
        )}
      </DialogContent>
    </DialogRoot>
  )
}

/** An edit starts again from the latest product after Reload (ADR 015). */
function EditProductForm({ product, onDone }: { product: AdminProduct; onDone: () => void }) {
  const edit = useEditConflict(product, () => getAdminProduct(product.id))
  return <ProductForm key={edit.formKey} formId={FORM_ID} product={edit.loaded} onDone={onDone} edit={edit} />
}
