import { ERRORS } from '@evergreen/domain/errors';
import { errorText } from '@evergreen/domain/server-errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { QRCodeCanvas } from 'qrcode.react';
import { useRef } from 'react';
import type { KeepsakeMemorial } from '../api/get-keepsake-content';
import type { KeepsakeImage } from '../pdf/content';
import type { KeepsakeKind } from '../pdf/layout';

/** Builds and saves the keepsake (`downloadKeepsake` of make-keepsake.ts). */
export type MakeKeepsake = (
  kind: KeepsakeKind,
  memorial: KeepsakeMemorial,
  share: { publicUrl: string; qrCode: KeepsakeImage | null } | null,
) => Promise<void>;

/** The real PDF code, fetched with `import()` on the first press so it is never part of the page's start. */
const makeKeepsakeLazily: MakeKeepsake = async (...args) => {
  const { downloadKeepsake } = await import('../pdf/make-keepsake');
  return downloadKeepsake(...args);
};

export interface KeepsakeCardProps {
  memorial: KeepsakeMemorial;
  /**
   * The keepsake the memorial's owner's plan includes (`useKeepsakeKind`), null on Free; undefined while it loads.
   */
  kind: KeepsakeKind | null | undefined;
  /** The public address, printed with its QR code in the Family booklet. */
  publicUrl: string;
  /** The owner on Free: the billing remote's upgrade dialog. A collaborator is offered none: the plan is not theirs. */
  onUpgrade?: (() => void) | undefined;
  /** Stories hold the card in its "generating" and "failed" states with their own; the app uses the real one. */
  makeKeepsake?: MakeKeepsake;
}

/**
 * The PNG of the drawn QR code, the same code the QR card and the share dialog draw (qrcode.react). Null when the
 * canvas cannot be read: the booklet then prints the address alone.
 */
async function qrPng(canvas: HTMLCanvasElement | null): Promise<KeepsakeImage | null> {
  if (!canvas) return null;
  try {
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return blob ? { bytes: new Uint8Array(await blob.arrayBuffer()), type: 'png' } : null;
  } catch {
    return null;
  }
}

/**
 * "Download PDF" (issue 15): Personal gets a page or two to print, Family a booklet for a service, Free the upgrade
 * prompt. The PDF code is loaded only when pressed.
 */
export function KeepsakeCard({
  memorial,
  kind,
  publicUrl,
  onUpgrade,
  makeKeepsake = makeKeepsakeLazily,
}: KeepsakeCardProps) {
  const { t, i18n } = useLingui();
  const qrRef = useRef<HTMLCanvasElement>(null);
  const withQr = kind === 'rich' && memorial.is_public;
  const download = useMutation({
    mutationFn: async () => {
      if (!kind) return;
      const share = withQr ? { publicUrl, qrCode: await qrPng(qrRef.current) } : null;
      await makeKeepsake(kind, memorial, share);
    },
  });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="memorial-keepsake">
      <Title order={2} size="h4" id="memorial-keepsake" mb="xs">
        <Trans>PDF Keepsake</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {kind === 'rich' ? (
          <Trans>A booklet for a service: the story, the photos, the memories and where the grave is.</Trans>
        ) : (
          <Trans>The photo, the dates, the epitaph and the story on a page or two to print and keep.</Trans>
        )}
      </Text>
      {/* Said before the press, so the upgrade prompt is no surprise. */}
      {kind === null && (
        <Text size="sm" mb="sm">
          <Trans>Included with the Personal and Family plans.</Trans>
        </Text>
      )}
      <Button
        variant="default"
        fullWidth
        disabled={kind === undefined || (kind === null && !onUpgrade)}
        loading={download.isPending}
        onClick={() => (kind ? download.mutate() : onUpgrade?.())}
      >
        <Trans>Download PDF</Trans>
      </Button>
      {download.isError && (
        <Alert color="red" title={t`Error`} role="alert" mt="sm">
          {errorText(i18n, download.error, ERRORS.keepsakeCreate)}
        </Alert>
      )}
      {/* Drawn only for the booklet of a public memorial, which prints the code on its last page. */}
      {withQr && (
        <QRCodeCanvas
          ref={qrRef}
          value={publicUrl}
          size={600}
          marginSize={2}
          style={{ display: 'none' }}
          aria-hidden
        />
      )}
    </Card>
  );
}
