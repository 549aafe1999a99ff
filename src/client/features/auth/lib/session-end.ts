// Signing out or deleting the account from a personal page leads home, not to /auth. The
// session can vanish before the sign-out answer arrives (the realtime socket reports the ended
// session too), so the guard asks here whether the user left on purpose.

let leaving = false

export function markLeaving() {
  leaving = true
}

export function clearLeaving() {
  leaving = false
}

export function isLeaving(): boolean {
  return leaving
}
