import { describe, expect, test } from 'vitest'
import { type ProductFormValues, productChanges, readProductForm } from './admin.ts'

const typed: ProductFormValues = {
  name: 'Amul Taaza Toned Milk',
  unit: '500 ml',
  price: '28',
  originalPrice: '',
  stockQuantity: '998',
  description: 'Fresh every day',
  hindiName: 'दूध',
  searchAliases: 'doodh',
  categoryId: '',
  isAvailable: true,
  isFeatured: false,
  imagePath: null,
  hsnCode: '',
  gstRate: '0',
  imageUrl: '/images/products/amul-taaza.webp',
}

describe('the product form is checked by the product schema', () => {
  test('typed rupees become paise; blanks take the defaults', () => {
    const read = readProductForm({ ...typed, unit: ' ', price: '₹1,299.50' })
    expect(read).toEqual({
      ok: true,
      body: expect.objectContaining({ unit: 'pc', price: 129950, originalPrice: null, stockQuantity: 998 }),
    })
  })

  test.each([
    [{ price: '-5' }, 'price', 'Price must be more than 0'],
    [{ price: '0' }, 'price', 'Price must be more than 0'],
    [{ price: '12.345' }, 'price', 'Price must be a number with at most 2 decimals'],
    [{ price: '' }, 'price', 'Price is required'],
    [{ originalPrice: '-1' }, 'originalPrice', 'Original price must be more than 0'],
    [{ stockQuantity: '' }, 'stockQuantity', 'Stock quantity is required'],
    [{ stockQuantity: '-1' }, 'stockQuantity', 'Stock quantity must be a whole number of 0 or more'],
    [{ stockQuantity: 'ten' }, 'stockQuantity', 'Stock quantity must be a whole number of 0 or more'],
    [{ name: '  ' }, 'name', 'Product name is required'],
  ])('%o → %s: %s', (change, field, message) => {
    const read = readProductForm({ ...typed, ...change })
    expect(read.ok).toBe(false)
    if (!read.ok) expect(read.fields[field as keyof ProductFormValues]).toBe(message)
  })
})

describe('an edit sends what changed, stock as the change typed', () => {
  const body = (values: Partial<ProductFormValues>) => {
    const read = readProductForm({ ...typed, ...values })
    if (!read.ok) throw new Error(JSON.stringify(read.fields))
    return read.body
  }
  const loaded = { body: body({}), stockQuantity: 998, version: 4 }

  test('a price change alone leaves stock out', () => {
    expect(productChanges(loaded, body({ price: '30' }))).toEqual({ version: 4, price: 3000 })
  })
  test('998 → 1000 typed is +2', () => {
    expect(productChanges(loaded, body({ stockQuantity: '1000' }))).toEqual({
      version: 4,
      stockAdjustment: 2,
    })
  })
  test('nothing changed sends only the version', () => {
    expect(productChanges(loaded, body({ description: ' Fresh every day ' }))).toEqual({ version: 4 })
  })
  test('a loaded product the rules refuse sends every field', () => {
    const changes = productChanges({ ...loaded, body: null }, body({}))
    expect(changes).toMatchObject({ version: 4, name: 'Amul Taaza Toned Milk', price: 2800 })
    expect(changes).not.toHaveProperty('stockAdjustment')
  })
})
