/**
 * The Board and Session screens, never the first one the app draws (that is the table): parts of their
 * own, loaded right after the app first draws (web/main.tsx `prefetchViews`) so a tap on their tab finds
 * them loaded; should a tap come first, the screen shows as soon as its part has loaded. The service
 * worker precaches them.
 */
import type { ComponentChild } from "preact";
import { useState } from "preact/hooks";
import type { SessionProps } from "./SessionView.js";
import type { SetupProps } from "./SetupView.js";
import type { TrainProps } from "./train/TrainView.js";

const lazy = <P,>(load: () => Promise<(p: P) => ComponentChild>) => {
  let component: ((p: P) => ComponentChild) | null = null;
  let loading: Promise<void> | null = null;
  const prefetch = (): Promise<void> => {
    loading ??= load().then(
      (c) => {
        component = c;
      },
      () => {
        loading = null;
      },
    );
    return loading;
  };
  const View = (p: P) => {
    const [, loaded] = useState(0);
    const C = component;
    if (C !== null) return <C {...(p as P & object)} />;
    prefetch().then(() => loaded((n) => n + 1));
    return null;
  };
  return { View, prefetch };
};

const setup = lazy<SetupProps>(() => import("./SetupView.js").then((m) => m.SetupView));
const session = lazy<SessionProps>(() => import("./SessionView.js").then((m) => m.SessionView));

// The Train screen: loaded when it first opens (not prefetched), with its words and styles.
const train = lazy<TrainProps>(() => import("./train/TrainView.js").then((m) => m.TrainView));

export const SetupView = setup.View;
export const TrainView = train.View;
export const SessionView = session.View;

/** Loads both screens (after the first draw). */
export const prefetchViews = (): Promise<unknown> => Promise.all([setup.prefetch(), session.prefetch()]);
