import { createUser, expect, lastMailTo, type TestUser, test } from './fixtures';
import { type ApiSession, apiSignIn, createMemorial, restAs, signInAt } from './memorial-helpers';

// Issue 29, items 4 and 5: three reports hide a memory and support restores it; a claim ends with a new owner.
// Setup goes through the real API; what a person does is done in the pages.

async function rpc(session: ApiSession, name: string, args: Record<string, unknown>): Promise<unknown> {
  const response = await restAs(session, 'POST', `rpc/${name}`, args);
  if (!response.ok) throw new Error(`${name} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A post as the app sends it: with the form token the post guard checks. */
async function guarded(session: ApiSession, name: string, args: Record<string, unknown>) {
  const token = await rpc(session, 'form_token', {});
  return rpc(session, name, { ...args, form_token: token });
}

/** The `support` role, as only the service role can give it (the admin API). */
async function makeSupport(user: TestUser): Promise<void> {
  const { userId } = await apiSignIn(user);
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  const response = await fetch(`${process.env.SUPABASE_URL}/auth/v1/admin/users/${userId}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', apikey: key, Authorization: `Bearer ${key}` },
    body: JSON.stringify({ app_metadata: { role: 'support' } }),
  });
  if (!response.ok) throw new Error(`Admin update failed: ${response.status}`);
}

test('three reports hide a memory until support keeps it, and each reporter hears the outcome', async ({
  page,
  browser,
  app,
}) => {
  const [owner, author, first, second, third, support] = await Promise.all([
    createUser('Olive Owner'),
    createUser('Spam Sender'),
    createUser('Reporter One'),
    createUser('Reporter Two'),
    createUser('Reporter Three'),
    createUser('Sam Support'),
  ]);
  const graveId = await createMemorial(await apiSignIn(owner), { full_name: 'Rose Hale', is_public: true });
  await guarded(await apiSignIn(author), 'post_memory', {
    memorial_id: graveId,
    memory_text: 'Cheap watches, best prices',
  });
  for (const reporter of [first, second]) {
    await guarded(await apiSignIn(reporter), 'report_content', {
      grave_id: graveId,
      memory_id: await memoryId(graveId),
      reason: 'spam',
    });
  }
  await makeSupport(support);

  // The third reporter, in the page.
  await signInAt(page, app(''), third, `/graves/${graveId}`);
  const memory = page.getByRole('listitem', { name: 'Memory from Spam Sender' });
  await memory.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this memory' });
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toContainText('Our support team will review your report');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Visitor Memories' })).toBeVisible();
  await expect(page.getByText('Cheap watches, best prices')).toHaveCount(0);

  // Support finds it in Moderation and keeps it.
  const supportPage = await (await browser.newContext()).newPage();
  await signInAt(supportPage, app(''), support);
  await supportPage
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Moderation' })
    .click();
  const reported = supportPage.getByRole('listitem', { name: 'Memory on the memorial of Rose Hale' });
  await expect(reported).toContainText('Cheap watches, best prices');
  await expect(reported).toContainText('Hidden until reviewed');
  await expect(reported).toContainText('3 reports');
  await reported.getByRole('button', { name: 'Keep' }).click();
  await expect(supportPage.getByText('No open reports. Thank you for keeping memorials safe.')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Cheap watches, best prices')).toBeVisible();
  for (const reporter of [first, second, third]) {
    expect((await lastMailTo(reporter.email)).subject).toBe('Your report about the memorial of Rose Hale');
  }
});

/** The one memory of a memorial, as anyone reads it while it is published. */
async function memoryId(graveId: string): Promise<string> {
  const response = await fetch(
    `${process.env.SUPABASE_URL}/rest/v1/visitor_memories?select=id&grave_id=eq.${graveId}`,
    { headers: { apikey: process.env.SUPABASE_ANON_KEY ?? '' } },
  );
  const [row] = (await response.json()) as { id: string }[];
  if (!row) throw new Error('No memory');
  return row.id;
}

test('a family member asks to take over a memorial; the owner accepts from the e-mail and stays an editor', async ({
  page,
  browser,
  app,
}) => {
  const [owner, heir] = await Promise.all([createUser('Olive Owner'), createUser('Harriet Heir')]);
  const graveId = await createMemorial(await apiSignIn(owner), { full_name: 'Walter Hale', is_public: true });

  await signInAt(page, app(''), heir, `/graves/${graveId}`);
  await page.getByRole('button', { name: 'Ask to manage this memorial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask to manage this memorial' });
  await dialog.getByRole('radio', { name: 'Transfer ownership to me' }).check();
  await dialog.getByRole('textbox', { name: /Message to the owner/ }).fill('He was my grandfather.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(/^Your request was sent to the owner\./)).toBeVisible();

  const mail = await lastMailTo(owner.email);
  expect(mail.subject).toBe('Harriet Heir asks to help manage the memorial of Walter Hale');
  const link = new URL(mail.links[0] ?? '');
  const ownerPage = await (await browser.newContext()).newPage();
  await signInAt(ownerPage, app(''), owner, link.pathname);
  const request = ownerPage.getByRole('listitem', { name: 'Request from Harriet Heir' });
  await expect(request).toContainText('Harriet Heir asks to take over ownership of this memorial.');
  await expect(request).toContainText('He was my grandfather.');
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(ownerPage.getByRole('heading', { name: 'Requests from family' })).toHaveCount(0);

  // The memorial is the heir's now: in their dashboard, and theirs to answer for.
  expect((await lastMailTo(heir.email)).subject).toBe('Your request about the memorial of Walter Hale');
  await page.goto(app('/dashboard'));
  await expect(page.getByRole('main').getByText('Walter Hale').first()).toBeVisible();
  const { userId } = await apiSignIn(heir);
  const rows = (await (
    await restAs(await apiSignIn(heir), 'GET', `graves?select=user_id&id=eq.${graveId}`, undefined)
  ).json()) as { user_id: string }[];
  expect(rows).toEqual([{ user_id: userId }]);
});
