import { ERRORS } from '@evergreen/domain/errors';
import { paths } from '@evergreen/domain/paths';
import { COPY_CONFIRMATION_MS } from '@evergreen/domain/sharing';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * The memorial's public link with a copy button; "Copied!" shows for 2 seconds. `address` is its custom address
 * when it has one, else its id.
 */
export function PublicLinkField({ address }: { address: string }) {
  const link = `${window.location.origin}${paths.publicMemorial(address)}`;
  const { t, i18n } = useLingui();
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    setError(null);
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setError(i18n._(ERRORS.copyLink));
    }
  };

  return (
    <div>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t`Public link`}
          // An address reads left to right, in Arabic too.
          dir="ltr"
          value={link}
          readOnly
          flex={1}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant={copied ? 'light' : 'filled'} onClick={copy} aria-live="polite">
          {copied ? t`Copied!` : t`Copy link`}
        </Button>
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}
