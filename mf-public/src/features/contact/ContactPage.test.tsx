import {
  expectNoAxeViolations,
  render,
  screen,
  userEvent,
  waitFor,
} from '@evergreen/design-system/test-utils';
import { CONTACT_SEND_FAILED } from '@evergreen/domain/contact';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactPage } from './ContactPage';

const invoke = vi.fn();
vi.mock('@evergreen/supabase-client', () => {
  const client = { functions: { invoke } };
  return { getSupabase: () => client, whenSupabaseReady: async () => client };
});

/** What supabase-js answers for a function's non-2xx reply: the Response rides along as the error's context. */
const refusal = (status: number, error: string) => ({
  data: null,
  error: { name: 'FunctionsHttpError', context: new Response(JSON.stringify({ error }), { status }) },
});

function renderContact() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/contact']}>
        <ContactPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const field = {
  name: () => screen.getByRole('textbox', { name: 'Full Name' }),
  email: () => screen.getByRole('textbox', { name: 'Email Address' }),
  category: () => screen.getByRole('combobox', { name: 'Category' }),
  subject: () => screen.getByRole('textbox', { name: 'Subject' }),
  message: () => screen.getByRole('textbox', { name: 'Message' }),
};

type User = ReturnType<typeof userEvent.setup>;

/** Puts text in a field as pasting does: one input event, so a busy machine stays within the test's time. */
async function enter(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function fillIn(user: User) {
  await enter(user, field.name(), 'Ada Lovelace');
  await enter(user, field.email(), 'ada@example.test');
  await user.selectOptions(field.category(), 'Billing Question');
  await enter(user, field.subject(), 'Family plan');
  await enter(user, field.message(), 'Can I move my memorials to the Family plan?');
}

const send = (user: User) => user.click(screen.getByRole('button', { name: 'Send Message' }));

describe('ContactPage', () => {
  beforeEach(() => {
    invoke.mockReset();
  });

  it('has the fields of the spec: four required, an e-mail input, and Category defaulting to general', async () => {
    const { container } = renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    for (const input of [field.name(), field.email(), field.subject(), field.message()]) {
      expect(input).toBeRequired();
    }
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.category()).not.toBeRequired();
    expect(field.category()).toHaveValue('general');
    expect(
      Array.from(field.category().querySelectorAll('option')).map((option) => [option.value, option.text]),
    ).toEqual([
      ['general', 'General Inquiry'],
      ['technical', 'Technical Support'],
      ['billing', 'Billing Question'],
      ['feature', 'Feature Request'],
      ['bug', 'Bug Report'],
      ['privacy', 'Privacy Concern'],
    ]);
    expect(document.title).toBe('Contact Us | Evergreen Memorials');
    // Spec section 9: the support promises, as the terms state them.
    const support = screen.getByRole('complementary', { name: 'Support' });
    expect(support).toHaveTextContent('We answer within 24 hours.');
    expect(support).toHaveTextContent('Hours: Mon-Fri 9-6 PST, Sat 10-4, Sun closed.');
    await expectNoAxeViolations(container);
  });

  it('says which fields are missing and sends nothing', async () => {
    const user = userEvent.setup();
    renderContact();
    await send(user);
    expect(screen.getByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject')).toBeInTheDocument();
    expect(screen.getByText('Please enter your message')).toBeInTheDocument();
    expect(field.name()).toHaveAttribute('aria-invalid', 'true');
    expect(invoke).not.toHaveBeenCalled();
  });

  it('refuses a malformed e-mail address and blank-only text', async () => {
    const user = userEvent.setup();
    renderContact();
    await enter(user, field.name(), '   ');
    await enter(user, field.email(), 'ada.example.test');
    await send(user);
    expect(screen.getByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
  });

  it('sends the message, shows "Message Sent!", and "Send Another Message" brings back an empty form', async () => {
    invoke.mockResolvedValue({ data: { sent: true }, error: null });
    const user = userEvent.setup();
    const { container } = renderContact();
    await fillIn(user);
    await send(user);

    const heading = await screen.findByRole('heading', { name: 'Message Sent!' });
    expect(heading).toHaveFocus();
    expect(invoke).toHaveBeenCalledExactlyOnceWith('contact-message', {
      method: 'POST',
      body: {
        name: 'Ada Lovelace',
        email: 'ada@example.test',
        category: 'billing',
        subject: 'Family plan',
        message: 'Can I move my memorials to the Family plan?',
      },
    });
    expect(screen.queryByRole('form', { name: 'Contact form' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(field.name()).toHaveValue('');
    expect(field.name()).toHaveFocus();
    expect(field.email()).toHaveValue('');
    expect(field.category()).toHaveValue('general');
    expect(field.subject()).toHaveValue('');
    expect(field.message()).toHaveValue('');
  });

  it("shows the server's reason when a send is refused and keeps what was typed", async () => {
    invoke.mockResolvedValue(refusal(400, 'Email Address must be a valid e-mail address'));
    const user = userEvent.setup();
    renderContact();
    await fillIn(user);
    await send(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email Address must be a valid e-mail address',
    );
    expect(field.name()).toHaveValue('Ada Lovelace');
    expect(field.email()).toHaveValue('ada@example.test');
    expect(field.category()).toHaveValue('billing');
    expect(field.subject()).toHaveValue('Family plan');
    expect(field.message()).toHaveValue('Can I move my memorials to the Family plan?');
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
  });

  it('shows the rate limit text as the server words it', async () => {
    invoke.mockResolvedValue(refusal(429, 'Too many messages. Please try again later.'));
    const user = userEvent.setup();
    renderContact();
    await fillIn(user);
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages. Please try again later.');
    expect(field.message()).toHaveValue('Can I move my memorials to the Family plan?');
  });

  it('says the message was not sent when the server cannot be reached, and sends again on the next try', async () => {
    invoke.mockResolvedValueOnce({ data: null, error: new TypeError('Failed to fetch') });
    invoke.mockResolvedValueOnce({ data: { sent: true }, error: null });
    const user = userEvent.setup();
    renderContact();
    await fillIn(user);
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_SEND_FAILED);
    expect(field.subject()).toHaveValue('Family plan');

    await send(user);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument());
    expect(invoke).toHaveBeenCalledTimes(2);
  });
});
