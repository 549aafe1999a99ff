// Image uploads (spec section 5 "Image upload"): the avatar uses these; the admin product uploader
// shows the same messages. Without zod, so the profile page's avatar picker does not carry zod
// into its first download (issue 13 item 6, ADR 045); schemas/account.ts re-exports them.

export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const
export const INVALID_IMAGE_TYPE_MESSAGE = 'Invalid file type. Please upload a JPEG, PNG, WebP, or GIF image.'
/** 'File size must be less than 5MB' for the default limit. */
export const imageTooLargeMessage = (maxBytes: number) =>
  `File size must be less than ${Math.round(maxBytes / (1024 * 1024))}MB`
