import { describe, expect, test } from 'vitest'
import { scriptJson } from './page-state.ts'

describe("the page's queries as script text", () => {
  const name = '</script><script>alert(1)</script> <!-- $& \u2028'

  test('cannot close its element or open a comment, and reads back the same', () => {
    const text = scriptJson({ name })
    expect(text).not.toContain('<')
    expect(text.toLowerCase()).not.toContain('</script')
    expect(JSON.parse(text)).toEqual({ name })
  })
})
