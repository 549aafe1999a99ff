import { describe, expect, it } from 'vitest'
import { categoryDescription, categoryName, productName } from './product-name.ts'

// One rule for every name a shopper reads in two languages (decisions 22).
describe('names in the shown language', () => {
  const milk = { name: 'Amul Taaza Milk', hindiName: 'अमूल ताज़ा दूध' }
  const dairy = {
    name: 'Dairy, Bread & Eggs',
    hindiName: 'डेयरी, ब्रेड और अंडे',
    description: 'Milk, curd and eggs.',
    hindiDescription: 'दूध, दही और अंडे।',
  }

  it('a product in Hindi shows its Hindi name over its English one', () => {
    expect(productName(milk, 'hi')).toEqual({ primary: 'अमूल ताज़ा दूध', secondary: 'Amul Taaza Milk' })
    expect(productName(milk, 'en')).toEqual({ primary: 'Amul Taaza Milk', secondary: null })
  })

  it('a category in Hindi shows its Hindi name and description alone', () => {
    expect(categoryName(dairy, 'hi')).toBe('डेयरी, ब्रेड और अंडे')
    expect(categoryDescription(dairy, 'hi')).toBe('दूध, दही और अंडे।')
    expect(categoryName(dairy, 'en')).toBe('Dairy, Bread & Eggs')
    expect(categoryDescription(dairy, 'en')).toBe('Milk, curd and eggs.')
  })

  it('without Hindi texts the English ones show in Hindi too', () => {
    const plain = { name: 'Bakery', hindiName: null, description: 'Fresh bread.', hindiDescription: null }
    expect(categoryName(plain, 'hi')).toBe('Bakery')
    expect(categoryDescription(plain, 'hi')).toBe('Fresh bread.')
    expect(productName({ name: 'Bread', hindiName: '' }, 'hi').primary).toBe('Bread')
  })
})
