import type { RemoteName } from '@evergreen/domain/contracts';
import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { preloadRoutesOf } from '../remotes/registry';

interface RemoteLinkProps extends LinkProps {
  remote?: RemoteName;
}

/** A router link that starts loading the target remote as soon as the user shows intent. */
export const RemoteLink = forwardRef<HTMLAnchorElement, RemoteLinkProps>(function RemoteLink(
  { remote, onMouseEnter, onFocus, ...props },
  ref,
) {
  const preload = () => {
    if (remote) preloadRoutesOf(remote);
  };
  return (
    <Link
      ref={ref}
      {...props}
      onMouseEnter={(event) => {
        preload();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        preload();
        onFocus?.(event);
      }}
    />
  );
});
