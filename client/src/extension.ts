// placeholder, replaced by the language server wiring
export {};
