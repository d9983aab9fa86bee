import { ErrorPanel } from '@evergreen/design-system/ErrorPanel';
import { LoadingState } from '@evergreen/design-system/LoadingState';
import { PageLayout } from '@evergreen/design-system/PageLayout';
import { signInPathFor } from '@evergreen/domain/auth';
import { ERRORS } from '@evergreen/domain/errors';
import { paths } from '@evergreen/domain/paths';
import { errorText } from '@evergreen/domain/server-errors';
import { useSessionStore } from '@evergreen/supabase-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ClaimRequestCard } from '../features/claims/components/ClaimRequestCard';
import { FamilySection } from '../features/family/components/FamilySection';
import { FollowButton } from '../features/follow/components/FollowButton';
import { galleryQueryOptions } from '../features/gallery/api/get-gallery';
import { GallerySection } from '../features/gallery/components/GallerySection';
import { currentAddressOf, usePublicMemorial } from '../features/memorials/api/get-public-memorial';
import { MemorialContent } from '../features/memorials/components/MemorialContent';
import { PublicMemorialAside } from '../features/memorials/components/PublicMemorialAside';
import { useMapTiles } from '../features/memorials/hooks/useMapTiles';
import { usePublicMemorialMeta } from '../features/memorials/hooks/usePublicMemorialMeta';
import { VisitorMemories } from '../features/memories/components/VisitorMemories';
import { VisitCard } from '../features/offline/components/VisitCard';
import { ReportButton } from '../features/reports/components/ReportButton';
import { Tributes } from '../features/tributes/components/Tributes';
import { useRecordVisit } from '../features/visits/hooks/useRecordVisit';

/**
 * /graves/:idOrSlug: a public memorial, readable by anyone (a route-level page: memorials and memories). Its header
 * with the spec's "Sign In" link is the shell's public layout: one header per page.
 */
export function PublicMemorialPage() {
  const { t, i18n } = useLingui();
  const { idOrSlug = '' } = useParams();
  const { pathname } = useLocation();
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const memorial = usePublicMemorial(idOrSlug);
  usePublicMemorialMeta(memorial.data);
  // Counted once the page has painted (no cookie; the database keeps only a daily hash).
  useRecordVisit(memorial.data, userId);
  const signInPath = signInPathFor(pathname);
  const navigate = useNavigate();
  const tileUrl = useMapTiles();
  const queryClient = useQueryClient();
  // An old custom address (kept for a year after a change) or a differently written one: on to the current one,
  // replacing the old entry so that Back does not bounce through it again.
  const movedTo = memorial.data ? currentAddressOf(idOrSlug, memorial.data) : null;
  useEffect(() => {
    if (movedTo) navigate(paths.publicMemorial(movedTo), { replace: true });
  }, [movedTo, navigate]);

  if (memorial.isPending || movedTo) return <LoadingState label={t`Loading memorial...`} />;
  if (memorial.isError) {
    return (
      <PageLayout>
        <ErrorPanel
          title={t`Error`}
          message={errorText(i18n, memorial.error, ERRORS.graveLoad)}
          onRetry={() => void memorial.refetch()}
        />
      </PageLayout>
    );
  }
  if (memorial.data === null) {
    return (
      <Stack align="center" ta="center" gap="md" py={64} px="md" maw={560} mx="auto">
        <Title order={1}>
          <Trans>Memorial Not Found</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>This memorial may not exist or is not publicly accessible.</Trans>
        </Text>
        <Anchor component={Link} to={signInPath} fw={500}>
          <Trans>Sign in to view more</Trans>
        </Anchor>
      </Stack>
    );
  }

  const grave = memorial.data;
  // "Save for my visit" keeps the gallery as the page shows it: its thumbnails and the photos they open.
  const photoUrls = () =>
    (queryClient.getQueryData(galleryQueryOptions(grave.id).queryKey)?.photos ?? []).flatMap((photo) => [
      photo.thumbnail,
      photo.url,
    ]);
  return (
    <PageLayout
      aside={
        <PublicMemorialAside
          memorial={grave}
          tileUrl={tileUrl}
          visit={<VisitCard memorial={grave} photoUrls={photoUrls} />}
        />
      }
    >
      <FollowButton graveId={grave.id} ownerId={grave.user_id} userId={userId} />
      <MemorialContent
        memorial={grave}
        memories={
          <>
            <Tributes graveId={grave.id} userId={userId} returnPath={pathname} />
            <VisitorMemories
              graveId={grave.id}
              ownerId={grave.user_id}
              userId={userId}
              returnPath={pathname}
              memoryActions={(memory) => (
                <ReportButton
                  graveId={grave.id}
                  memoryId={memory.id}
                  signedIn={userId !== null}
                  signInPath={signInPath}
                />
              )}
            />
          </>
        }
      />
      {/* Read-only here, whoever visits: the gallery is edited from the memorial's page in the dashboard. */}
      <GallerySection graveId={grave.id} userId={userId} canEdit={false} />
      <FamilySection graveId={grave.id} name={grave.full_name} variant="public" />
      {userId !== null && userId !== grave.user_id && (
        <ClaimRequestCard graveId={grave.id} name={grave.full_name} />
      )}
      <ReportButton graveId={grave.id} signedIn={userId !== null} signInPath={signInPath} />
    </PageLayout>
  );
}
