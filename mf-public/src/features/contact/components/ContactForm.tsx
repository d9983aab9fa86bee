import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  CONTACT_LIMITS,
  type ContactForm as ContactFormValues,
} from '@evergreen/domain/contact';
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

const CATEGORY_OPTIONS = CONTACT_CATEGORIES.map((value) => ({
  value,
  label: CONTACT_CATEGORY_LABELS[value],
}));

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
  const form = useForm<ContactFormValues>({
    initialValues: EMPTY,
    validate: {
      name: required('Please enter your full name'),
      email: (value) => {
        if (value.trim() === '') return 'Please enter your email address';
        return EMAIL.test(value.trim()) ? null : 'Please enter a valid email address';
      },
      subject: required('Please enter a subject'),
      message: required('Please enter your message'),
    },
  });

  return (
    // noValidate: the form's own messages, not the browser's bubbles, which differ by browser and language.
    <form noValidate onSubmit={form.onSubmit(onSend)} aria-label="Contact form">
      <Stack gap="md">
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="Message not sent" role="alert">
            {error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Full Name"
            classNames={FIELD_CLASSES}
            required
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            autoFocus={autoFocus}
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Email Address"
            classNames={FIELD_CLASSES}
            type="email"
            required
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <NativeSelect label="Category" data={CATEGORY_OPTIONS} {...form.getInputProps('category')} />
        <TextInput
          label="Subject"
          classNames={FIELD_CLASSES}
          required
          maxLength={CONTACT_LIMITS.subject}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label="Message"
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
            Send Message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
