import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { QRCodeCanvas, QRCodeSVG } from 'qrcode.react';
import { useRef } from 'react';

export interface QrCodeCardProps {
  /** The full public address the code opens. */
  url: string;
  /** Used for the downloaded file's name. */
  name: string;
}

function fileNameOf(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `memorial-qr-${slug || 'code'}`;
}

function download(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** A QR code of the public memorial, to print on a plaque at the grave; downloadable as PNG or SVG. */
export function QrCodeCard({ url, name }: QrCodeCardProps) {
  const { t } = useLingui();
  const svgRef = useRef<SVGSVGElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const fileName = fileNameOf(name);

  const downloadSvg = () => {
    if (!svgRef.current) return;
    const markup = new XMLSerializer().serializeToString(svgRef.current);
    const blobUrl = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
    download(blobUrl, `${fileName}.svg`);
    setTimeout(() => URL.revokeObjectURL(blobUrl), 1000);
  };

  const downloadPng = () => {
    if (!canvasRef.current) return;
    download(canvasRef.current.toDataURL('image/png'), `${fileName}.png`);
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="memorial-qr">
      <Title order={2} size="h4" id="memorial-qr" mb="xs">
        <Trans>QR Code</Trans>
      </Title>
      <Stack gap="sm" align="center">
        <Text size="sm" c="dimmed">
          <Trans>Print it on a plaque at the grave: visitors scan it to open this memorial.</Trans>
        </Text>
        <QRCodeSVG
          ref={svgRef}
          value={url}
          size={160}
          marginSize={2}
          title={t`QR code for ${url}`}
          role="img"
          aria-label={t`QR code for ${url}`}
        />
        {/* A larger raster copy for print, only used for the PNG download. */}
        <QRCodeCanvas
          ref={canvasRef}
          value={url}
          size={1024}
          marginSize={4}
          style={{ display: 'none' }}
          aria-hidden
        />
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={downloadPng}>
            <Trans>Download PNG</Trans>
          </Button>
          <Button variant="default" size="xs" onClick={downloadSvg}>
            <Trans>Download SVG</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
