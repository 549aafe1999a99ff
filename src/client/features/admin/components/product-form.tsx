import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { Controller, type FieldErrors, type FieldPath, useForm } from 'react-hook-form'
import { Button } from '#client/components/ui/button.tsx'
import { DialogClose } from '#client/components/ui/dialog.tsx'
import { Field, fieldAria, Input, Textarea } from '#client/components/ui/field.tsx'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx'
import { Switch } from '#client/components/ui/switch.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { useT } from '#client/lib/i18n.ts'
import { useCategoryName } from '#client/lib/product-name.ts'
import { notify } from '#client/lib/toast.ts'
import { TEXT_LIMITS } from '#shared/constants.ts'
import { formatGstRate, GST_RATES } from '#shared/gst.ts'
import messages from '#shared/i18n/en/admin.json'
import {
  type AdminProduct,
  type ProductBody,
  ProductFormSchema,
  type ProductFormValues,
  productChanges,
  readProductForm,
} from '#shared/schemas/admin.ts'
import { useCategoryChoices } from '../api/get-categories.ts'
import { deleteProductImage } from '../api/product-images.ts'
import { type ProductSave, useSaveProduct } from '../api/save-product.ts'
import type { useEditConflict } from '../hooks/use-edit-conflict.ts'
import { productMessageText } from '../lib/product-messages.ts'
import { paiseToRupeeText } from '../lib/rupee-text.ts'
import { EditConflictAlert } from './edit-conflict-alert.tsx'
import { ImageUploader } from './image-uploader.tsx'

const NO_CATEGORY = 'none'

function defaultsFor(product: AdminProduct | null): ProductFormValues {
  return {
    name: product?.name ?? '',
    unit: product?.unit ?? '',
    price: paiseToRupeeText(product?.price),
    originalPrice: paiseToRupeeText(product?.originalPrice),
    stockQuantity: product ? String(product.stockQuantity) : '',
    description: product?.description ?? '',
    hindiName: product?.hindiName ?? '',
    searchAliases: product?.searchAliases ?? '',
    categoryId: product?.categoryId ?? '',
    isAvailable: product?.isAvailable ?? true,
    isFeatured: product?.isFeatured ?? false,
    imagePath: product?.imagePath ?? null,
    imageUrl: product?.imageUrl ?? null,
    hsnCode: product?.hsnCode ?? '',
    gstRate: String(product?.gstRate ?? 0),
  }
}

const FORM_FIELDS = new Set<string>(Object.keys(defaultsFor(null)))

type ProductFormProps = {
  formId: string
  /** null adds a new product. */
  product: AdminProduct | null
  onDone: () => void
  /** An edit's conflict handling (ADR 015): the product it was loaded with and Reload. */
  edit?: ReturnType<typeof useEditConflict<AdminProduct>>
}

/** What a save sends: a new product whole, an edit as the changes from what was loaded (ADR 015). */
function toSave(product: AdminProduct | null, body: ProductBody): ProductSave {
  if (!product) return { id: null, body }
  const loaded = readProductForm(defaultsFor(product))
  return {
    id: product.id,
    body: productChanges(
      {
        body: loaded.ok ? loaded.body : null,
        stockQuantity: product.stockQuantity,
        version: product.version,
      },
      body,
    ),
  }
}

/**
 * The Add/Edit Product form (spec section 5, Admin product form): the shared ProductFormSchema
 * checks it with ProductBodySchema's own rules before saving, errors sit under their fields,
 * prices are typed in rupees and sent as paise. An edit sends only what changed, stock as the
 * change typed, and a save over someone else's shows the conflict with Reload. Pictures
 * uploaded here but not saved with the product are removed again.
 */
export function ProductForm({ formId, product, onDone, edit }: ProductFormProps) {
  const t = useT(messages)
  const shownCategory = useCategoryName()
  const save = useSaveProduct()
  const categories = useCategoryChoices()
  const [imageBusy, setImageBusy] = useState(false)
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(ProductFormSchema),
    defaultValues: defaultsFor(product),
  })
  const { errors } = form.formState
  const description = form.watch('description')
  const imageUrl = form.watch('imageUrl')

  // Uploads made in this dialog that no saved product uses yet: imagePath → upload id.
  const freshUploads = useRef(new Map<string, string>())
  useEffect(() => {
    const uploads = freshUploads.current
    return () => {
      for (const id of uploads.values()) void deleteProductImage(id).catch(() => undefined)
    }
  }, [])
  const discardFresh = (imagePath: string | null) => {
    const id = imagePath ? freshUploads.current.get(imagePath) : undefined
    if (!imagePath || !id) return
    freshUploads.current.delete(imagePath)
    deleteProductImage(id).catch(() => notify.error(t('admin.imageDeleteFailed')))
  }

  const onValid = (values: ProductFormValues) => {
    const read = readProductForm(values)
    if (!read.ok) return
    save.mutate(toSave(product, read.body), {
      onSuccess: (saved) => {
        if (values.imagePath) freshUploads.current.delete(values.imagePath)
        // Stock moved by the change typed: orders placed while the form was open stay sold.
        const moved = product && saved.stockQuantity !== read.body.stockQuantity
        notify.success(
          product ? t('admin.productUpdated') : t('admin.productAdded'),
          moved
            ? {
                description: t('admin.stockMoved', { count: saved.stockQuantity }),
              }
            : undefined,
        )
        onDone()
      },
      onError: (error) => {
        if (edit?.catchConflict(error)) return
        if (error instanceof ApiError && error.fields) {
          for (const [key, message] of Object.entries(error.fields)) {
            const name = key.replace(/^body\./, '')
            if (FORM_FIELDS.has(name)) form.setError(name as FieldPath<ProductFormValues>, { message })
          }
        }
        notify.error(
          error instanceof ApiError && error.message
            ? productMessageText(error.message)
            : t('admin.ruleSaveFailed'),
        )
      },
    })
  }
  const onInvalid = (invalid: FieldErrors<ProductFormValues>) => {
    const problems = Object.values(invalid)
      .map((e) => e?.message)
      .filter((m): m is string => Boolean(m))
      .map((m) => productMessageText(m))
    notify.error(problems.join(', ') || t('admin.invalidInput'))
  }

  const err = (name: keyof ProductFormValues) => productMessageText(errors[name]?.message)
  return (
    <>
      <form
        id={formId}
        noValidate
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        className="grid gap-4 sm:grid-cols-2"
      >
        <Field id="product-name" label={t('admin.productName')} error={err('name')} className="sm:col-span-2">
          <Input
            {...fieldAria('product-name', err('name'))}
            maxLength={TEXT_LIMITS.productName + 20}
            placeholder={t('admin.productNamePlaceholder')}
            {...form.register('name')}
          />
        </Field>
        <Field
          id="product-description"
          label={t('admin.description')}
          error={err('description')}
          hint={`${description.length}/${TEXT_LIMITS.productDescription}`}
          className="sm:col-span-2"
        >
          <Textarea
            {...fieldAria('product-description', err('description'), true)}
            rows={3}
            placeholder={t('admin.descriptionPlaceholder')}
            className="min-h-20"
            {...form.register('description')}
          />
        </Field>
        <Field id="product-hindi-name" label={t('admin.hindiName')} error={err('hindiName')}>
          <Input
            {...fieldAria('product-hindi-name', err('hindiName'))}
            lang="hi"
            maxLength={TEXT_LIMITS.productHindiName + 20}
            placeholder={t('admin.hindiNamePlaceholder')}
            {...form.register('hindiName')}
          />
        </Field>
        <Field
          id="product-search-aliases"
          label={t('admin.searchWords')}
          error={err('searchAliases')}
          hint={t('admin.searchWordsHint')}
        >
          <Input
            {...fieldAria('product-search-aliases', err('searchAliases'), true)}
            maxLength={TEXT_LIMITS.productSearchAliases + 20}
            placeholder={t('admin.searchWordsPlaceholder')}
            {...form.register('searchAliases')}
          />
        </Field>
        <Field id="product-price" label={t('admin.price')} error={err('price')}>
          <Input
            {...fieldAria('product-price', err('price'))}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            max="999999"
            placeholder="0.00"
            {...form.register('price')}
          />
        </Field>
        <Field id="product-original-price" label={t('admin.originalPrice')} error={err('originalPrice')}>
          <Input
            {...fieldAria('product-original-price', err('originalPrice'))}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            max="999999"
            placeholder={t('admin.originalPricePlaceholder')}
            {...form.register('originalPrice')}
          />
        </Field>
        <Field id="product-stock" label={t('admin.stockQuantity')} error={err('stockQuantity')}>
          <Input
            {...fieldAria('product-stock', err('stockQuantity'))}
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
            placeholder="0"
            {...form.register('stockQuantity')}
          />
        </Field>
        <Field id="product-unit" label={t('admin.unit')} error={err('unit')} hint={t('admin.unitHint')}>
          <Input
            {...fieldAria('product-unit', err('unit'), true)}
            placeholder={t('admin.unitPlaceholder')}
            maxLength={TEXT_LIMITS.productUnit + 5}
            {...form.register('unit')}
          />
        </Field>
        <Field
          id="product-category"
          label={t('admin.category')}
          error={err('categoryId')}
          className="sm:col-span-2"
        >
          <Controller
            control={form.control}
            name="categoryId"
            render={({ field }) => (
              <Select
                value={field.value || NO_CATEGORY}
                onValueChange={(value) => field.onChange(value === NO_CATEGORY ? '' : value)}
              >
                <SelectTrigger
                  id="product-category"
                  aria-invalid={err('categoryId') ? true : undefined}
                  className="h-11"
                >
                  <SelectValue placeholder={t('admin.selectCategory')} />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_CATEGORY}>{t('admin.noCategory')}</SelectItem>
                  {(categories.data ?? []).map((category) => (
                    <SelectItem key={category.id} value={category.id}>
                      {shownCategory(category)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </Field>
        <Field id="product-hsn" label={t('admin.hsnCode')} error={err('hsnCode')} hint={t('admin.hsnHint')}>
          <Input
            {...fieldAria('product-hsn', err('hsnCode'), true)}
            inputMode="numeric"
            maxLength={8}
            placeholder={t('admin.hsnPlaceholder')}
            {...form.register('hsnCode')}
          />
        </Field>
        <Field
          id="product-gst-rate"
          label={t('admin.gstRate')}
          error={err('gstRate')}
          hint={t('admin.gstRateHint')}
        >
          <Controller
            control={form.control}
            name="gstRate"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger
                  id="product-gst-rate"
                  aria-invalid={err('gstRate') ? true : undefined}
                  className="h-11"
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {GST_RATES.map((rate) => (
                    <SelectItem key={rate} value={String(rate)}>
                      {formatGstRate(rate)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </Field>
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <span className="text-sm font-semibold">{t('admin.productImage')}</span>
          <ImageUploader
            previewUrl={imageUrl}
            error={err('imagePath') ?? err('imageUrl')}
            disabled={save.isPending}
            onBusyChange={setImageBusy}
            onUploaded={(image) => {
              discardFresh(form.getValues('imagePath'))
              freshUploads.current.set(image.imagePath, image.id)
              form.setValue('imagePath', image.imagePath, { shouldDirty: true })
              form.setValue('imageUrl', image.imageUrl, { shouldDirty: true })
              form.clearErrors(['imagePath', 'imageUrl'])
            }}
            onRemove={() => {
              discardFresh(form.getValues('imagePath'))
              form.setValue('imagePath', null, { shouldDirty: true })
              form.setValue('imageUrl', null, { shouldDirty: true })
            }}
          />
        </div>
        <SwitchRow
          id="product-available"
          label={t('admin.available')}
          hint={t('admin.availableHint')}
          control={form.control}
          name="isAvailable"
        />
        <SwitchRow
          id="product-featured"
          label={t('admin.featured')}
          hint={t('admin.featuredHint')}
          control={form.control}
          name="isFeatured"
        />
      </form>
      <div className="sticky -bottom-4 -mx-5 mt-5 flex flex-col gap-3 border-t bg-card px-5 py-3">
        {edit ? (
          <EditConflictAlert
            message={edit.conflict}
            reloading={edit.reloading}
            onReload={() => void edit.reload()}
          />
        ) : null}
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{t('admin.cancel')}</Button>
          </DialogClose>
          <Button
            type="submit"
            form={formId}
            disabled={save.isPending || imageBusy || Boolean(edit?.conflict)}
          >
            {save.isPending ? t('admin.saving') : product ? t('admin.updateProduct') : t('admin.addProduct')}
          </Button>
        </div>
      </div>
    </>
  )
}

type SwitchRowProps = {
  id: string
  label: string
  hint: string
  control: ReturnType<typeof useForm<ProductFormValues>>['control']
  name: 'isAvailable' | 'isFeatured'
}

function SwitchRow({ id, label, hint, control, name }: SwitchRowProps) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl border px-3.5 py-2.5">
      <div>
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => <Switch id={id} checked={field.value} onCheckedChange={field.onChange} />}
      />
    </div>
  )
}
