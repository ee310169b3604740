/**
 * A component that draws again only when `same` says its props changed (as preact/compat's memo, without
 * compat): what a tap does not change is not diffed again (web/AuctionGrid.tsx, web/play/*).
 */
import { Component, type FunctionComponent, h } from "preact";

export const memo = <P extends object>(
  inner: FunctionComponent<P>,
  same: (a: Readonly<P>, b: Readonly<P>) => boolean,
): FunctionComponent<P> => {
  class Memo extends Component<P> {
    override shouldComponentUpdate(next: Readonly<P>): boolean {
      return !same(this.props as Readonly<P>, next);
    }
    override render() {
      return h(inner, this.props as P);
    }
  }
  return Memo as unknown as FunctionComponent<P>;
};

/** Props equal key by key (the same values, the same callbacks). */
export const shallowSame = <P extends object>(a: Readonly<P>, b: Readonly<P>): boolean => {
  const ka = Object.keys(a) as (keyof P)[];
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => a[k] === b[k]);
};
