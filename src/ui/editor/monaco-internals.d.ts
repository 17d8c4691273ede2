// The two Monaco modules the depth-guarded JSON worker builds on: shipped as plain JS, without declarations.
declare module 'monaco-editor/internal/common/initialize' {
  export function initialize(factory: (ctx: unknown, createData: unknown) => unknown): void
}

declare module 'monaco-editor/languages/features/json/jsonWorker' {
  export class JSONWorker {
    constructor(ctx: unknown, createData: unknown)
    _getTextDocument(uri: string): { getText(): string } | null
  }
}
