import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import NotFoundPage from '../not-found/not-found-page';
import { ApiError } from '../../lib/api-error';
import { notifyError } from '../../lib/notify';

/**
 * The server could not read the id (400): a mistyped or mangled link. A well-formed id the server
 * does not know (404) is a load failure like any other, which SPEC §8 sends back to the list.
 */
export function isNotFoundFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400;
}

interface Props {
  error: unknown;
  /** Where the detail's list is, for any other failure. */
  listHref: string;
}

/**
 * What a detail page shows when its record failed to load: the not-found page for a malformed id;
 * for any other failure the error is notified and the user goes back to the list (SPEC §8).
 * @example if (error) return <DetailLoadFailure error={error} listHref={paths.bars.href()} />;
 */
export function DetailLoadFailure({ error, listHref }: Props) {
  const navigate = useNavigate();
  const notFound = isNotFoundFailure(error);
  useEffect(() => {
    if (notFound) return;
    notifyError(error);
    void navigate(listHref, { replace: true });
  }, [error, notFound, listHref, navigate]);
  return notFound ? <NotFoundPage /> : null;
}
