import { Component, type ErrorInfo, type ReactNode } from 'react'

export interface ErrorBoundaryProps {
  /** What shows instead of the part that failed. */
  readonly fallback: ReactNode
  readonly children: ReactNode
}

/**
 * The last resort when rendering fails: the fallback instead of a white page. Give it a `key`
 * that changes with the page, so moving on to another page starts afresh.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(
      'A page failed to render; showing the error page instead.',
      error,
      info.componentStack,
    )
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
