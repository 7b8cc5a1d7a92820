import { describe, expect, it } from 'vitest';
import { isNarrowed, readListState, writeListState } from './listParams';

const spec = { filters: { status: ['active', 'pending'] }, sortKeys: ['title', 'created_at'] };

describe('admin list URL state', () => {
  it('reads search, allowed filters, sort and page', () => {
    const state = readListState(
      new URLSearchParams('q=+devops+&status=pending&sort=title.desc&page=3'),
      spec,
    );
    expect(state).toEqual({
      search: 'devops',
      filters: { status: 'pending' },
      page: 3,
      sort: { key: 'title', direction: 'descending' },
    });
    expect(isNarrowed(state)).toBe(true);
  });

  it('ignores what the list does not know: other statuses, columns, directions and bad pages', () => {
    const state = readListState(
      new URLSearchParams('status=deleted&sort=password.asc&page=-2'),
      spec,
    );
    expect(state).toEqual({ search: '', filters: { status: '' }, page: 1, sort: null });
    expect(readListState(new URLSearchParams('sort=title.sideways&page=abc'), spec)).toMatchObject({
      sort: null,
      page: 1,
    });
    expect(isNarrowed(state)).toBe(false);
  });

  it('writes only what is set, and round-trips', () => {
    expect(
      writeListState({ search: '', filters: { status: '' }, page: 1, sort: null }).toString(),
    ).toBe('');
    const state = {
      search: 'nurse sydney',
      filters: { status: 'active' },
      page: 2,
      sort: { key: 'created_at', direction: 'ascending' as const },
    };
    const written = writeListState(state);
    expect(written.toString()).toBe('q=nurse+sydney&status=active&sort=created_at.asc&page=2');
    expect(readListState(written, spec)).toEqual(state);
  });
});
