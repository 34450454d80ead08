import { markdown } from '@codemirror/lang-markdown';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { minimalSetup } from 'codemirror';
import { useEffect, useRef } from 'react';

/**
 * The Markdown body in CodeMirror 6 (loaded only in the browser, see ./MarkdownField.tsx): Markdown
 * highlighting, wrapped lines, undo history. Bound to React here in a few lines rather than through
 * a wrapper package: the wrappers bring @babel/runtime, which the build keeps in the shared vendor
 * chunk (packages/build/vendor-chunks.js). Tab is left to the page (no indentWithTab), so the
 * keyboard moves on past the editor as from any field.
 */
export default function CodeMirrorMarkdown({ id, value, onChange, describedBy }: { id: string; value: string; onChange: (value: string) => void; describedBy?: string }) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef(onChange);
  latest.current = onChange;
  const first = useRef(value);

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: first.current,
        extensions: [
          minimalSetup,
          markdown(),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ id, 'aria-labelledby': `${id}-label`, ...(describedBy ? { 'aria-describedby': describedBy } : {}) }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, [id, describedBy]);

  // A text put in from outside (their version taken, a revision restored) replaces the editor's.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  return <div ref={host} />;
}
