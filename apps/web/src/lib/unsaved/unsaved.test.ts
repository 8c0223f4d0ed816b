import { describe, expect, it } from 'vitest';
import { leavesPage } from './leaves-page';
import { hasUnsavedEdits, holdUnsaved } from './unsaved-registry';

describe('unsaved edits', () => {
  it('are there while any form holds some, and gone once the last one releases', () => {
    expect(hasUnsavedEdits()).toBe(false);
    const releaseBasics = holdUnsaved();
    const releaseContact = holdUnsaved();
    releaseBasics();
    expect(hasUnsavedEdits()).toBe(true);
    releaseContact();
    expect(hasUnsavedEdits()).toBe(false);
  });

  it('count a form once however often it releases (an effect cleaned up twice)', () => {
    const release = holdUnsaved();
    const other = holdUnsaved();
    release();
    release();
    expect(hasUnsavedEdits()).toBe(true);
    other();
    expect(hasUnsavedEdits()).toBe(false);
  });
});

describe('a navigation', () => {
  it('leaves the page for another path', () => {
    expect(leavesPage({ pathname: '/admin/assistants/3' }, { pathname: '/admin/stores' })).toBe(true);
  });

  it('stays on the page when only the query changes (a settings tab)', () => {
    expect(leavesPage({ pathname: '/admin/settings' }, { pathname: '/admin/settings' })).toBe(false);
  });
});
