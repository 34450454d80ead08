import { extensionOf, FILE_TYPES, hasPath, sanitiseFileName, typeForExtension } from './file-types';

describe('file types', () => {
  it('accepts exactly the extensions of spec 5.1', () => {
    expect(FILE_TYPES.flatMap((t) => t.extensions).sort()).toEqual(['ai', 'eps', 'gif', 'jpeg', 'jpg', 'pdf', 'png', 'psd', 'svg']);
  });

  it.each([
    ['png', Buffer.from('89504e470d0a1a0a', 'hex'), true],
    ['png', Buffer.from('GIF89a'), false],
    ['jpg', Buffer.from([0xff, 0xd8, 0xff, 0xdb]), true],
    ['gif', Buffer.from('GIF87a...'), true],
    ['pdf', Buffer.from('%PDF-1.4'), true],
    ['pdf', Buffer.from('MZ'), false],
    ['ai', Buffer.from('%PDF-1.5'), true],
    ['psd', Buffer.from('8BPS'), true],
    ['eps', Buffer.from([0xc5, 0xd0, 0xd3, 0xc6, 0]), true],
    ['svg', Buffer.from('\uFEFF<?xml version="1.0"?><!-- c --><!DOCTYPE svg><svg viewBox="0 0 1 1"/>'), true],
    ['svg', Buffer.from('<html><svg></svg></html>'), false],
    ['svg', Buffer.from('<svg\u0000>'), false],
  ])('%s signature check of %p is %p', (ext, head, ok) => {
    expect(typeForExtension(ext)?.matches(head)).toBe(ok);
  });

  it('reads the last extension, lower-cased', () => {
    expect(extensionOf('Logo.Final.SVG')).toBe('svg');
    expect(extensionOf('.png')).toBe('');
    expect(extensionOf('noext')).toBe('');
  });

  it('spots folder paths', () => {
    expect(hasPath('../a.png')).toBe(true);
    expect(hasPath('C:\\x\\a.png')).toBe(true);
    expect(hasPath('..')).toBe(true);
    expect(hasPath('my..file.png')).toBe(false);
  });

  it('sanitises names for storage as text', () => {
    expect(sanitiseFileName('../../etc/passwd.png')).toBe('passwd.png');
    expect(sanitiseFileName('a\u0000b<c>.png')).toBe('a_b_c_.png');
    expect(sanitiseFileName('...hidden.png')).toBe('hidden.png');
    expect(sanitiseFileName('')).toBe('file');
    const long = sanitiseFileName(`${'x'.repeat(300)}.pdf`);
    expect(long).toHaveLength(114);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});
