import { markdown } from '@codemirror/lang-markdown';
import { EditorView } from '@codemirror/view';
import CodeMirror from '@uiw/react-codemirror';

/**
 * The Markdown body in CodeMirror 6 (loaded only in the browser, see ./MarkdownField.tsx): Markdown
 * highlighting, wrapped lines, the editor's own undo and search keys. Tab is left to the page
 * (indentWithTab off), so the keyboard moves on past the editor as from any field.
 */
export default function CodeMirrorMarkdown({ id, value, onChange, describedBy }: { id: string; value: string; onChange: (value: string) => void; describedBy?: string }) {
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={[markdown(), EditorView.lineWrapping, EditorView.contentAttributes.of({ id, 'aria-labelledby': `${id}-label`, ...(describedBy ? { 'aria-describedby': describedBy } : {}) })]}
      indentWithTab={false}
      basicSetup={{ lineNumbers: false, foldGutter: false, highlightActiveLine: false, highlightActiveLineGutter: false }}
      minHeight="360px"
      maxHeight="70vh"
    />
  );
}
