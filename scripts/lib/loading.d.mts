export declare const loadingSelector: (scope?: string) => string;
