// @vitest-environment happy-dom
import { renderToStringAsync } from 'preact-render-to-string'
import { useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { takeOver } from '#client/app/hydration-state.ts'
import { lazy } from '#client/app/react-on-preact.ts'
import { HydrateNearScreen } from './hydrate-near-screen.tsx'

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0)
  return (
    <>
      <span>{name}</span>
      <button type="button" onClick={() => setCount(count + 1)}>
        {name} {count}
      </button>
    </>
  )
}

function Page() {
  return (
    <ul>
      {['a', 'b'].map((name) => (
        <HydrateNearScreen key={name} as="li">
          <Counter name={name} />
        </HydrateNearScreen>
      ))}
    </ul>
  )
}

const LazyPage = lazy(async () => ({ default: Page }))

describe('HydrateNearScreen on a server-drawn page', () => {
  it('keeps the server markup of a waiting part and takes it over on a press', async () => {
    const html = await renderToStringAsync(<LazyPage />)
    const root = document.createElement('div')
    root.innerHTML = html
    document.body.append(root)
    const drawn = root.innerHTML
    await takeOver(root, () => hydrateRoot(root, <LazyPage />))
    expect(root.hasAttribute('data-hydrated')).toBe(true)
    expect(root.innerHTML.replace(/ data-taken-over=""/g, '')).toBe(drawn)
    const part = root.querySelector('li')!
    const button = part.querySelector('button')!
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(part.hasAttribute('data-taken-over')).toBe(true)
    button.click()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(button.textContent).toBe('a 1')
    expect(root.querySelectorAll('button')).toHaveLength(2)
  })
})
