/** A failed submit's message, under the form's button, read out when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p
      role="alert"
      className="rounded-xl bg-destructive/10 px-3.5 py-2.5 text-sm font-medium text-destructive"
    >
      {message}
    </p>
  )
}
