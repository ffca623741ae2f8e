import { Component, type ReactNode } from 'react';

/**
 * Keeps a failure of an optional piece (a lazily loaded toaster, menu or dialog whose chunk could not be
 * fetched offline) from taking the page down: the fallback is shown instead.
 */
export class QuietBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
