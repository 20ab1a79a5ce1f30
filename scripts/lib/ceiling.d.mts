export declare function ceiling(ms: number): number
