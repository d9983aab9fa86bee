import { messageOf } from '@evergreen/domain/errors';
import {
  canSendReport,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  type ReportReason,
} from '@evergreen/domain/moderation';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFormToken } from '../api/get-form-token';
import { useReportContent } from '../api/report-content';

const REASON_LABELS: Readonly<Record<ReportReason, MessageDescriptor>> = {
  spam: msg`Spam`,
  harassment: msg`Harassment`,
  false_information: msg`False information`,
  family: msg`I am family and should manage this memorial`,
  other: msg`Other`,
};

export interface ReportButtonProps {
  graveId: string;
  /** The memory reported; the memorial itself when left out. */
  memoryId?: string;
  /** Signed out, the dialog asks to sign in first (a report names its reporter, who hears the outcome). */
  signedIn: boolean;
  /** Where signing in starts, returning to this page. */
  signInPath: string;
}

/** "Report" on a public memorial or on one memory: a reason, words of one's own, sent to support. */
export function ReportButton({ graveId, memoryId, signedIn, signInPath }: ReportButtonProps) {
  const { t, i18n } = useLingui();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [honeypot, setHoneypot] = useState('');
  // One token per opening of the form: the guard measures from when it appeared.
  const [opening, setOpening] = useState(0);
  const formId = useId();
  const token = useFormToken(`${formId}-${opening}`, { enabled: opened && signedIn });
  const report = useReportContent(graveId, memoryId ?? null);
  const title = memoryId ? t`Report this memory` : t`Report this memorial`;

  const close = () => {
    setOpened(false);
    setReason(null);
    setDetails('');
    setHoneypot('');
    setOpening((count) => count + 1);
    report.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason && canSendReport(reason, details) && !report.isPending)
      report.mutate({ reason, details, formToken: token.data, honeypot });
  };

  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        color="gray"
        onClick={() => setOpened(true)}
        aria-haspopup="dialog"
      >
        {memoryId ? <Trans>Report</Trans> : <Trans>Report this memorial</Trans>}
      </Button>
      <Modal opened={opened} onClose={close} title={title} closeButtonProps={{ 'aria-label': t`Close` }}>
        {!signedIn ? (
          <Text size="sm">
            <Trans>
              <Anchor component={Link} to={signInPath}>
                Sign in
              </Anchor>{' '}
              to report this.
            </Trans>
          </Text>
        ) : report.isSuccess ? (
          <Stack gap="md">
            <Alert color="teal" role="status" title={t`Thank you`}>
              <Trans>Our support team will review your report and tell you the outcome by e-mail.</Trans>
            </Alert>
            <Button onClick={close} style={{ alignSelf: 'flex-end' }}>
              <Trans>Close</Trans>
            </Button>
          </Stack>
        ) : (
          <Stack component="form" gap="md" onSubmit={submit}>
            {report.isError && (
              <Alert color="red" role="alert" title={t`Error`}>
                {messageOf(report.error, t`Failed to send the report`)}
              </Alert>
            )}
            {/* The honeypot: out of sight and out of the tab order, so only a bot fills it. */}
            <input
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              aria-hidden="true"
              value={honeypot}
              onChange={(event) => setHoneypot(event.currentTarget.value)}
              style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
            />
            <Radio.Group
              label={t`Why are you reporting this?`}
              value={reason}
              onChange={(value) => setReason(value as ReportReason)}
              required
            >
              <Stack gap="xs" mt="xs">
                {REPORT_REASONS.map((value) => (
                  <Radio key={value} value={value} label={i18n._(REASON_LABELS[value])} />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label={reason === 'other' ? t`What is wrong?` : t`Anything to add? (optional)`}
              required={reason === 'other'}
              value={details}
              onChange={(event) => setDetails(event.currentTarget.value)}
              maxLength={REPORT_DETAILS_MAX}
              autosize
              minRows={2}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={report.isPending} disabled={!canSendReport(reason, details)}>
                <Trans>Send report</Trans>
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
