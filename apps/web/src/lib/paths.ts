import { buildPath, screens, type ScreenId } from '@console/contract/routes/web';

/** A screen's path pattern as the contract declares it, say `/promotion/:id/:code`. */
type PatternOf<S extends ScreenId> = (typeof screens)[S]['path'];

/** The `:name` parameters of a path pattern: `/promotion/:id/:code/edit` gives `'id' | 'code'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type ScreenParams<S extends ScreenId> = Record<ParamNames<PatternOf<S>>, string | number>;

/** Query-string values; an empty or missing one is left out, so plain links stay plain. */
export type LinkSearch = Record<string, string | number | undefined>;

type LinkArgs<S extends ScreenId> = [ParamNames<PatternOf<S>>] extends [never]
  ? [params?: Record<string, never>, search?: LinkSearch]
  : [params: ScreenParams<S>, search?: LinkSearch];

/** The route pattern of a screen, for the router and for matching the current location. */
export function pathOf<S extends ScreenId>(screen: S): PatternOf<S> {
  return screens[screen].path;
}

/**
 * A link to a screen of the contract, its parameters filled in and encoded:
 * `linkTo('promotions.show', { id: 3, code: 'TET 2025' })` gives `/promotion/3/TET%202025`.
 */
export function linkTo<S extends ScreenId>(screen: S, ...[params, search]: LinkArgs<S>): string {
  const path = buildPath(pathOf(screen), params ?? {});
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search ?? {})) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
