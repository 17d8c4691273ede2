import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromBase64Url, toBase64Url } from './base64url.ts'

describe('toBase64Url / fromBase64Url', () => {
  it('agree with Node’s base64url for any bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = toBase64Url(bytes)
        expect(text).toBe(Buffer.from(bytes).toString('base64url'))
        expect(fromBase64Url(text)).toEqual(bytes)
      }),
    )
  })

  it('names the first character that is not base64url', () => {
    expect(fromBase64Url('ab+d')).toBe('character "+" at position 2 is not base64url')
  })

  it('says a length no base64url text can have is a cut', () => {
    expect(fromBase64Url('abcde')).toBe('its length is impossible for base64url (cut mid-character)')
  })
})
