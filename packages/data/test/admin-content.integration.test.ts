import { describe, expect, it } from 'vitest';
import { getAdminAnalytics, listAdminContent, listArticles, setContentStatus } from '../src';
import { adminBackend } from './admin-backend';

const t = adminBackend();

describe('admin content', () => {
  it('lists articles and FAQs together, drafts included, filtered by type, status and words', async () => {
    const all = await listAdminContent(t.admin, { pageSize: 50 });
    // seed.sql: six articles and 14 FAQs; seeds/50_inbox_and_cms.sql: one more draft article.
    expect(all.data!.total).toBe(21);
    expect((await listAdminContent(t.admin, { kind: 'faq' })).data!.total).toBe(14);
    const drafts = (
      await listAdminContent(t.admin, { status: 'draft', kind: 'article', search: 'nurse' })
    ).data!.rows;
    expect(drafts).toEqual([
      expect.objectContaining({
        kind: 'article',
        title: 'Registering as a Nurse in Australia',
        author: 'Aisha Rahman',
      }),
    ]);
    expect((await listAdminContent(t.admin, { status: 'draft', kind: 'faq' })).data!.rows).toEqual([
      expect.objectContaining({ kind: 'faq', id: 14, author: null, slug: null }),
    ]);
    const search = (await listAdminContent(t.admin, { search: 'free profile' })).data!.rows;
    expect(search.map((row) => row.title)).toEqual([
      'Is it free to create a profile and browse jobs?',
    ]);
  });

  it('readers other than admins see published items only; visitors cannot list', async () => {
    expect((await listAdminContent(t.candidate, { status: 'draft' })).data!.total).toBe(0);
    expect((await listAdminContent(t.backend.anon())).error).not.toBeNull();
  });

  it('publishing an article puts it on the blog; unpublishing takes an FAQ down; admins only', async () => {
    const nurseDrafts = { status: 'draft', kind: 'article', search: 'nurse' } as const;
    const draft = (await listAdminContent(t.admin, nurseDrafts)).data!.rows[0]!;
    // RLS hides the row from the employer's update: nothing changes.
    await setContentStatus(t.employer, 'article', draft.id, 'published');
    expect((await listAdminContent(t.admin, nurseDrafts)).data!.total).toBe(1);
    expect((await setContentStatus(t.admin, 'article', draft.id, 'published')).error).toBeNull();
    const blog = await listArticles(t.backend.anon());
    expect(blog.data!.map((article) => article.title)).toContain(
      'Registering as a Nurse in Australia',
    );
    expect((await setContentStatus(t.admin, 'faq', 1, 'draft')).error).toBeNull();
    const drafts = (await listAdminContent(t.admin, { status: 'draft', kind: 'faq' })).data!.rows;
    expect(drafts.map((row) => [row.kind, row.id]).sort()).toEqual([
      ['faq', 1],
      ['faq', 14],
    ]);
  });
});

describe('admin analytics', () => {
  it('counts jobs by category, country and lifecycle and applications by status for admins only', async () => {
    const { data, error } = await getAdminAnalytics(t.admin);
    expect(error).toBeNull();
    const it = data!.jobsByCategory.find((row) => row.key === 'it');
    const { count: postedIt } = await t.admin
      .from('jobs')
      .select('id', { count: 'exact', head: true })
      .eq('category', 'it')
      .eq('status', 'published');
    expect(it?.total).toBe(postedIt);
    expect(data!.jobsByCategory[0]!.total).toBeGreaterThanOrEqual(
      data!.jobsByCategory.at(-1)!.total,
    );
    const lifecycleTotal = Object.values(data!.jobsByLifecycle).reduce((sum, n) => sum + n, 0);
    // Every job counted once: seed.sql's eleven plus those an area's seed file adds.
    const { count } = await t.backend.server
      .serviceClient()
      .from('jobs')
      .select('id', { count: 'exact', head: true });
    expect(lifecycleTotal).toBe(count);
    expect(data!.jobsByLifecycle.draft).toBeGreaterThanOrEqual(1);
    expect(data!.applicationsByStatus.reduce((sum, row) => sum + row.total, 0)).toBe(9);
    expect(data!.jobsByCountry.find((row) => row.key === 'canada')?.total).toBeGreaterThan(0);

    expect((await getAdminAnalytics(t.employer)).error?.code).toBe('42501');
    expect((await getAdminAnalytics(t.backend.anon())).error).not.toBeNull();
  });
});
