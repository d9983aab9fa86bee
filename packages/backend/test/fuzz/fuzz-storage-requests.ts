import fc from 'fast-check';
import { actors, type FuzzCase, type FuzzWorld, type Headers, request } from './fuzz-actors.ts';
import {
  type Body,
  fieldsOf,
  hostileBody,
  hostileQuery,
  hostileSegment,
  oddMethod,
  type Tagged,
  tag,
} from './fuzz-inputs.ts';

const multipart = (file: Uint8Array, boundary = 'fuzzboundary'): Body => ({
  contentType: `multipart/form-data; boundary=${boundary}`,
  bytes: new Uint8Array(
    Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n`),
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name=""; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`,
      ),
      Buffer.from(file),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  ),
});

/** Upload bodies: a real PNG (raw or multipart) so requests reach the database, or anything else. */
function uploadBody(world: FuzzWorld): fc.Arbitrary<Tagged<Body>> {
  const png = world.png;
  return fc.oneof(
    { weight: 40, arbitrary: tag('png', fc.constant<Body>({ contentType: 'image/png', bytes: png })) },
    { weight: 30, arbitrary: tag('multipart png', fc.constant(multipart(png))) },
    {
      weight: 20,
      arbitrary: tag(
        'broken multipart',
        fc.constantFrom<Body>(
          { contentType: 'multipart/form-data; boundary=other', bytes: multipart(png).bytes },
          { contentType: 'multipart/form-data', bytes: multipart(png).bytes },
          {
            contentType: 'multipart/form-data; boundary=fuzzboundary',
            bytes: multipart(png).bytes.subarray(0, 120),
          },
        ),
      ),
    },
    { weight: 20, arbitrary: hostileBody(fieldsOf({ a: fc.string() })) },
    {
      weight: 1,
      arbitrary: tag(
        'oversized image',
        fc.constant<Body>({
          contentType: 'image/png',
          bytes: (() => {
            const big = new Uint8Array(10 * 1024 * 1024 + 100);
            big.set(png);
            return big;
          })(),
        }),
      ),
    },
  );
}

export function storageCases(world: FuzzWorld): fc.Arbitrary<FuzzCase> {
  const { alice, bob } = world;
  const bucket = fc.oneof(
    { weight: 6, arbitrary: tag('grave-images', fc.constant('grave-images')) },
    { weight: 2, arbitrary: tag('person-images', fc.constant('person-images')) },
    { weight: 1, arbitrary: tag('other bucket', fc.constantFrom('nope', 'GRAVE-IMAGES', 'a'.repeat(70))) },
    { weight: 1, arbitrary: hostileSegment },
  );
  const own = fc.constantFrom('a.png', 'b.png', 'x/a.png', 'a.png/b.png', 'deep/er/c.png');
  const objectPath = fc.oneof(
    { weight: 4, arbitrary: own.map((name) => ({ label: 'own file', value: `${bob.id}/${name}` })) },
    {
      weight: 2,
      arbitrary: tag('alice file', fc.constantFrom(alice.knownFile, `${alice.id}/new.png`, `${alice.id}`)),
    },
    {
      weight: 3,
      arbitrary: tag(
        'traversal to alice',
        fc
          .constantFrom('..', '%2e%2e', '%2E%2e', '.%2e')
          .chain((up) =>
            fc.constantFrom(
              `${bob.id}/${up}/${alice.knownFile}`,
              `${bob.id}/${up}%2f${alice.knownFile.replace('/', '%2f')}`,
              `${bob.id}%2f${up}%2f${alice.knownFile.replace('/', '%2f')}`,
              `${up}/${up}/${up}/etc/passwd`,
            ),
          ),
      ),
    },
    {
      weight: 3,
      arbitrary: hostileSegment.map(({ label, value }) => ({ label, value: `${bob.id}/${value}` })),
    },
  );
  const actor = actors(world);

  const upload = fc
    .record({
      method: fc.constantFrom('POST', 'PUT'),
      bucket,
      path: objectPath,
      body: uploadBody(world),
      actor,
      upsert: fc.boolean(),
    })
    .map(
      ({ method, bucket: b, path, body, actor: who, upsert }): FuzzCase => [
        request('storage', method, `/storage/v1/object/${b.value}/${path.value}`, {
          actor: who,
          body,
          headers: upsert ? [['x-upsert', 'true']] : [],
          label: `/storage/v1/object/{${b.label}}/{${path.label}}`,
        }),
      ],
    );

  // The same name as a file and as a folder, in both orders: the second must be refused, not crash.
  const collision = fc
    .record({ n: fc.nat({ max: 30 }), reverse: fc.boolean(), multipartFirst: fc.boolean() })
    .map(({ n, reverse, multipartFirst }): FuzzCase => {
      const file = `${bob.id}/collide/${n}.png`;
      const names = reverse ? [`${file}/b.png`, file] : [file, `${file}/b.png`];
      const signedIn: Tagged<Headers> = {
        label: 'as bob',
        value: [
          ['apikey', world.anonKey],
          ['authorization', `Bearer ${bob.accessToken}`],
        ],
      };
      return names.map((name, index) =>
        request('storage', 'POST', `/storage/v1/object/grave-images/${name}`, {
          actor: signedIn,
          body: {
            label: 'png',
            value:
              index === 0 && multipartFirst
                ? multipart(world.png)
                : { contentType: 'image/png', bytes: world.png },
          },
          label: `/storage/v1/object/grave-images/{${reverse ? 'folder then file' : 'file then folder'} of the same name, step ${index + 1}}`,
        }),
      );
    });

  const download = fc
    .record({
      method: fc.constantFrom('GET', 'HEAD', 'GET'),
      kind: fc.constantFrom('public/', 'authenticated/', '', 'sign/', 'info/'),
      bucket,
      path: objectPath,
      actor,
    })
    .map(
      ({ method, kind, bucket: b, path, actor: who }): FuzzCase => [
        request('storage', method, `/storage/v1/object/${kind}${b.value}/${path.value}`, {
          actor: who,
          label: `/storage/v1/object/${kind}{${b.label}}/{${path.label}}`,
        }),
      ],
    );

  // Image transformations (the dashboard's thumbnails): the same objects behind another path, with hostile
  // transformation parameters and hostile query strings.
  const transformQuery = fc.oneof(
    { weight: 2, arbitrary: hostileQuery },
    {
      weight: 3,
      arbitrary: fc
        .record({
          width: fc.constantFrom('64', '0', '-1', '2500', '2501', '1e3', '9'.repeat(30), '%00', ''),
          height: fc.constantFrom('64', '1', '0.5', 'NaN', ''),
          resize: fc.constantFrom('cover', 'contain', 'fill', 'CONTAIN', '%ff', ''),
          quality: fc.constantFrom('80', '19', '101', 'x', ''),
          format: fc.constantFrom('', 'origin', 'webp', 'avif', '../'),
        })
        .map((params) => ({
          label: `transform ${Object.values(params).join('|')}`,
          value: Object.entries(params)
            .filter(([, value]) => value !== '')
            .map(([key, value]) => `${key}=${value}`)
            .join('&'),
        })),
    },
  );
  const render = fc
    .record({
      method: fc.constantFrom('GET', 'HEAD', 'GET'),
      kind: fc.constantFrom('public/', 'authenticated/', 'sign/', ''),
      bucket,
      path: objectPath,
      query: transformQuery,
      actor,
    })
    .map(
      ({ method, kind, bucket: b, path, query, actor: who }): FuzzCase => [
        request('storage', method, `/storage/v1/render/image/${kind}${b.value}/${path.value}`, {
          actor: who,
          query,
          label: `/storage/v1/render/image/${kind}{${b.label}}/{${path.label}}`,
        }),
      ],
    );

  const prefix = fc.constantFrom(
    alice.id,
    `${alice.id}/`,
    bob.id,
    '',
    '../',
    `${bob.id}/../${alice.id}`,
    '%',
    '*',
  );
  const list = fc
    .record({
      bucket,
      body: hostileBody(
        fieldsOf({
          prefix,
          limit: fc.constantFrom(10, -1, 1e9),
          offset: fc.constantFrom(0, -1),
          search: fc.string(),
        }),
      ),
      actor,
    })
    .map(
      ({ bucket: b, body, actor: who }): FuzzCase => [
        request('storage', 'POST', `/storage/v1/object/list/${b.value}`, {
          actor: who,
          body,
          label: `/storage/v1/object/list/{${b.label}}`,
        }),
      ],
    );

  const names = fc.array(
    fc.oneof(fc.constantFrom(alice.knownFile, `${bob.id}/a.png`, `../${alice.knownFile}`), fc.string()),
    { maxLength: 4 },
  );
  const remove = fc
    .record({
      bucket,
      path: objectPath,
      body: hostileBody(fieldsOf({ prefixes: names })),
      actor,
      whole: fc.boolean(),
    })
    .map(
      ({ bucket: b, path, body, actor: who, whole }): FuzzCase => [
        whole
          ? request('storage', 'DELETE', `/storage/v1/object/${b.value}`, {
              actor: who,
              body,
              label: `/storage/v1/object/{${b.label}} remove`,
            })
          : request('storage', 'DELETE', `/storage/v1/object/${b.value}/${path.value}`, {
              actor: who,
              label: `/storage/v1/object/{${b.label}}/{${path.label}}`,
            }),
      ],
    );

  const elsewhere = fc
    .record({
      method: fc.oneof(fc.constantFrom('GET', 'POST', 'PATCH'), oddMethod),
      segment: hostileSegment,
      query: hostileQuery,
      actor,
    })
    .map(
      ({ method, segment, query, actor: who }): FuzzCase => [
        request('storage', method, `/storage/v1/${segment.value}`, {
          actor: who,
          query,
          label: `/storage/v1/{${segment.label}}`,
        }),
      ],
    );

  return fc.oneof(
    { weight: 5, arbitrary: upload },
    { weight: 2, arbitrary: collision },
    { weight: 4, arbitrary: download },
    { weight: 3, arbitrary: render },
    { weight: 2, arbitrary: list },
    { weight: 2, arbitrary: remove },
    { weight: 1, arbitrary: elsewhere },
  );
}
