// Devanagari → the Latin spelling Hindi speakers type (ADR 025): 'दूध' → 'doodh', 'प्याज' →
// 'pyaaj', 'चावल' → 'chaaval'. Consonants carry the vowel 'a' unless a vowel sign or virama
// follows; a word's last consonant drops it ('दूध' is 'doodh', not 'doodha'). Enough to look
// a word up in the dictionary and in Latin names and search words, not a scholarly scheme.

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
  क़: 'q',
  ख़: 'kh',
  ग़: 'g',
  ज़: 'z',
  ड़: 'r',
  ढ़: 'rh',
  फ़: 'f',
  य़: 'y',
}
const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'aa',
  इ: 'i',
  ई: 'ee',
  उ: 'u',
  ऊ: 'oo',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
}
const SIGNS: Record<string, string> = {
  'ा': 'aa',
  'ि': 'i',
  'ी': 'ee',
  'ु': 'u',
  'ू': 'oo',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
}
const NASAL = new Set(['ं', 'ँ'])
const VIRAMA = '्'
const NUKTA = '़'

export const DEVANAGARI = /[\u0900-\u097F]/

/** One Devanagari word in Latin letters; other characters pass through. */
export function transliterate(word: string): string {
  const chars = [...word.normalize('NFC')]
  let out = ''
  for (let i = 0; i < chars.length; i++) {
    let c = chars[i]!
    if (chars[i + 1] === NUKTA) {
      c += NUKTA
      i++
    }
    const consonant = CONSONANTS[c]
    if (consonant !== undefined) {
      out += consonant
      const next = chars[i + 1]
      if (next !== undefined && SIGNS[next] !== undefined) {
        out += SIGNS[next]
        i++
      } else if (next === VIRAMA) {
        i++
      } else if (next !== undefined && DEVANAGARI.test(next) && !NASAL.has(next)) {
        out += 'a'
      } else if (next !== undefined && NASAL.has(next)) {
        out += 'a'
      }
      continue
    }
    if (VOWELS[c] !== undefined) out += VOWELS[c]
    else if (NASAL.has(c)) out += 'n'
    else if (c === 'ः') out += 'h'
    else if (!DEVANAGARI.test(c)) out += c
  }
  return out
}
