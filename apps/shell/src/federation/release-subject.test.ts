import { RELEASE_SUBJECT_STORAGE_KEY } from '@bullion/contract';
import { describe, expect, it } from 'vitest';
import { releaseSubject } from './release-subject';

describe('the release subject', () => {
  it('is created once, kept in localStorage, and the same on every later load', () => {
    localStorage.removeItem(RELEASE_SUBJECT_STORAGE_KEY);
    const first = releaseSubject();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem(RELEASE_SUBJECT_STORAGE_KEY)).toBe(first);
    expect(releaseSubject()).toBe(first);
  });

  it('differs between two browsers', () => {
    localStorage.removeItem(RELEASE_SUBJECT_STORAGE_KEY);
    const one = releaseSubject();
    localStorage.removeItem(RELEASE_SUBJECT_STORAGE_KEY);
    expect(releaseSubject()).not.toBe(one);
  });

  it('replaces a stored value that is no subject of ours', () => {
    localStorage.setItem(RELEASE_SUBJECT_STORAGE_KEY, 'someone@example.com');
    const subject = releaseSubject();
    expect(subject).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem(RELEASE_SUBJECT_STORAGE_KEY)).toBe(subject);
  });

  it('is one id for the whole page load where storage is refused (a private window)', () => {
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const subject = releaseSubject(refused);
    expect(subject).toMatch(/^[0-9a-f]{32}$/);
    expect(releaseSubject(refused)).toBe(subject);
  });
});
