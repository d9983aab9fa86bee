import {
  CONTACT_CATEGORIES,
  CONTACT_LIMITS,
  type ContactCategory,
  type ContactForm as ContactFormValues,
} from '@evergreen/domain/contact';
import { ERRORS } from '@evergreen/domain/errors';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import classes from './ContactForm.module.css';

const EMPTY: ContactFormValues = { name: '', email: '', category: 'general', subject: '', message: '' };

// The server's rule, so what passes here is not refused there (one address, no spaces or brackets).
const EMAIL = /^[^\s@,;<>"()[\]\\]+@[^\s@,;<>"()[\]\\]+\.[^\s@,;<>"()[\]\\]+$/;

const required = (message: string) => (value: string) => (value.trim() === '' ? message : null);

// Every field's error line in a colour that is readable on the card.
const FIELD_CLASSES = { error: classes.error };

/** What the Category select shows for each value (packages/domain's CONTACT_CATEGORY_LABELS, as messages). */
const CATEGORY_LABELS: Readonly<Record<ContactCategory, MessageDescriptor>> = {
  general: msg`General Inquiry`,
  technical: msg`Technical Support`,
  billing: msg`Billing Question`,
  feature: msg`Feature Request`,
  bug: msg`Bug Report`,
  privacy: msg`Privacy Concern`,
};

interface ContactFormProps {
  onSend: (values: ContactFormValues) => void;
  sending: boolean;
  /** Why the last send failed; the fields keep what was typed. */
  error: string | null;
  /** Put the cursor in Full Name (after "Send Another Message"), not on a first visit. */
  autoFocus?: boolean;
}

/** Spec: Full Name*, Email Address* (e-mail type), Category (default general), Subject*, Message*. */
export function ContactForm({ onSend, sending, error, autoFocus = false }: ContactFormProps) {
  const { i18n, t } = useLingui();
  // Validation messages are read when the form validates, in the language of that moment.
  const form = useForm<ContactFormValues>({
    initialValues: EMPTY,
    validate: {
      name: (value) => required(i18n._(ERRORS.fullNameRequired))(value),
      email: (value) => {
        if (value.trim() === '') return t`Please enter your email address`;
        return EMAIL.test(value.trim()) ? null : t`Please enter a valid email address`;
      },
      subject: (value) => required(t`Please enter a subject`)(value),
      message: (value) => required(t`Please enter your message`)(value),
    },
  });
  const categoryOptions = CONTACT_CATEGORIES.map((value) => ({
    value,
    label: i18n._(CATEGORY_LABELS[value]),
  }));

  return (
    // noValidate: the form's own messages, not the browser's bubbles, which differ by browser and language.
    <form noValidate onSubmit={form.onSubmit(onSend)} aria-label={t`Contact form`}>
      <Stack gap="md">
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={t`Message not sent`} role="alert">
            {error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t`Full Name`}
            classNames={FIELD_CLASSES}
            required
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            autoFocus={autoFocus}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t`Email Address`}
            classNames={FIELD_CLASSES}
            type="email"
            required
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <NativeSelect label={t`Category`} data={categoryOptions} {...form.getInputProps('category')} />
        <TextInput
          label={t`Subject`}
          classNames={FIELD_CLASSES}
          required
          maxLength={CONTACT_LIMITS.subject}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label={t`Message`}
          classNames={FIELD_CLASSES}
          required
          autosize
          minRows={6}
          maxRows={14}
          maxLength={CONTACT_LIMITS.message}
          {...form.getInputProps('message')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={sending} leftSection={<IconSend size={18} />} size="md">
            <Trans>Send Message</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
