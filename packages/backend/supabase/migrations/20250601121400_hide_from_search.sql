-- Public memorials that travel well (issue 13): a family may share a memorial's link without wanting it found by
-- searching the person's name. `hide_from_search` keeps a public memorial out of the sitemap and makes its page
-- and link preview send `noindex`; it changes nothing about who may read the memorial. Whoever may edit the
-- memorial may change it (the update policy), as they may change `is_public`; a read-only memorial refuses it
-- like every other change (graves_refuse_read_only).
alter table public.graves add column hide_from_search boolean not null default false;

comment on column public.graves.hide_from_search is
  'A public memorial whose page asks search engines not to index it (noindex) and that the sitemap leaves out.';

-- The sitemap lists the indexable public memorials, newest change first.
create index graves_sitemap_idx on public.graves (updated_at desc) where is_public and not hide_from_search;
