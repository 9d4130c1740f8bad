import { describe, expect, it } from 'vitest';
import { documentKind, formatCreated, formatFileSize } from './document-format';

describe('documentKind (spec 02 §3)', () => {
  it('labels by MIME type', () => {
    expect(documentKind('image/png')).toBe('image');
    expect(documentKind('audio/mpeg')).toBe('audio');
    expect(documentKind('video/mp4')).toBe('video');
    expect(documentKind('text/plain')).toBe('text');
    expect(documentKind('text/csv')).toBe('CSV');
    expect(documentKind('application/pdf')).toBe('PDF');
    expect(documentKind('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'Word',
    );
    expect(documentKind('application/vnd.ms-powerpoint')).toBe('PowerPoint');
    expect(documentKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('Excel');
  });
  it('falls back to FILE', () => {
    expect(documentKind('application/octet-stream')).toBe('FILE');
    expect(documentKind('')).toBe('FILE');
  });
});

describe('formatting', () => {
  it('shows sizes and GMT times', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatCreated('2026-06-01T23:30:00Z')).toBe('01/06/2026 23:30 GMT');
  });
});
