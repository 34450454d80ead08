// Webpack turns these imports into URLs of files served by the site.
declare module '*.png' { const url: string; export default url; }
declare module '*.jpg' { const url: string; export default url; }
declare module '*.jpeg' { const url: string; export default url; }
declare module '*.webp' { const url: string; export default url; }
declare module '*.avif' { const url: string; export default url; }
declare module '*.gif' { const url: string; export default url; }
declare module '*.svg' { const url: string; export default url; }
declare module '*.woff2' { const url: string; export default url; }
declare module '*.pdf' { const url: string; export default url; }
declare module '*.mp4' { const url: string; export default url; }
declare module '*.webm' { const url: string; export default url; }
declare module '*.vtt' { const url: string; export default url; }
declare module '*.docx' { const url: string; export default url; }
declare module '*.xlsx' { const url: string; export default url; }
declare module '*.zip' { const url: string; export default url; }
declare module '*.css' { const source: string; export default source; }
