import { dehydrate, QueryClient, useQueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import PageQueryClientProvider, { seedPageClient } from './page-query-client';

function Memorial() {
  return <p>{String(useQueryClient().getQueryData(['public-memorial', 'demo']))}</p>;
}

describe("the page's QueryClient, seeded from a prerendered page", () => {
  it('holds the data the server drew the page from before the page renders', () => {
    const server = new QueryClient();
    server.setQueryData(['public-memorial', 'demo'], 'Eleanor Grace Whitfield');
    seedPageClient(JSON.parse(JSON.stringify(dehydrate(server))));
    const markup = renderToString(
      <PageQueryClientProvider>
        <Memorial />
      </PageQueryClientProvider>,
    );
    expect(markup).toContain('<p>Eleanor Grace Whitfield</p>');
  });
});
