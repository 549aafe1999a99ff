import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/database.ts'
import { profiles, users } from '#server/db/schema.ts'
import { processImage } from '#server/lib/images.ts'
import type { Storage } from '#server/lib/storage/storage.ts'

/** Avatars are small squares (decisions.md 11: 'Photo upload feature coming soon!' now works). */
const AVATAR_SIDE = 512

/**
 * Re-encodes the picture, stores it under a fresh key, points the profile at it and then
 * removes the previous file. The file is written before the row so the row never names a file
 * that is not there; if the row cannot be written the new file is removed again.
 */
export async function setAvatar(db: Db, storage: Storage, userId: string, upload: Buffer) {
  const image = await processImage(upload, { maxSide: AVATAR_SIDE, square: true })
  const key = `avatars/${randomUUID()}.${image.extension}`
  await storage.put(key, image.data, image.contentType)
  const avatarUrl = storage.publicUrl(key)
  let previousKey: string | null
  try {
    previousKey = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ avatarPath: profiles.avatarPath })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .for('update')
      await tx
        .insert(profiles)
        .values({ userId, avatarUrl, avatarPath: key })
        .onConflictDoUpdate({
          target: profiles.userId,
          set: { avatarUrl, avatarPath: key, updatedAt: new Date() },
        })
      // The session's user.image too, so the header's avatar menu shows the new picture.
      await tx.update(users).set({ image: avatarUrl }).where(eq(users.id, userId))
      return before?.avatarPath ?? null
    })
  } catch (err) {
    await storage.delete(key)
    throw err
  }
  if (previousKey) await storage.delete(previousKey)
  return { avatarUrl }
}

/** Clears the avatar and removes its file; nothing to remove is not an error. */
export async function removeAvatar(db: Db, storage: Storage, userId: string) {
  const previousKey = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ avatarPath: profiles.avatarPath })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .for('update')
    await tx.update(users).set({ image: null }).where(eq(users.id, userId))
    if (!before) return null
    await tx
      .update(profiles)
      .set({ avatarUrl: null, avatarPath: null, updatedAt: new Date() })
      .where(eq(profiles.userId, userId))
    return before.avatarPath
  })
  if (previousKey) await storage.delete(previousKey)
  return { avatarUrl: null }
}
