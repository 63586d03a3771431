/**
 * Types of the platform API, generated from config/api/openapi.json by `node scripts/api-contract.mjs`
 * (openapi-typescript). Do not edit: change the contracts in cms/src/contracts/ and regenerate.
 */

export interface paths {
    "/api/client/web-setting/get-record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Web settings in the asked locale (404 before any are saved) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["WebSetting"];
                        };
                    };
                };
                /** @description Invalid input: `details.fieldErrors` maps each field or query parameter to its messages */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Missing or wrong `x-api-key`, or a missing or expired token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No settings saved yet */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/blogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published blog posts, newest first (`tag` filters) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    tag?: string;
                    category?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BlogCard"][];
                            meta: {
                                pagination: components["schemas"]["Pagination"];
                            };
                        };
                    };
                };
                /** @description Invalid input: `details.fieldErrors` maps each field or query parameter to its messages */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Missing or wrong `x-api-key`, or a missing or expired token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/blogs/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One blog post */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Blog"];
                        };
                    };
                };
                /** @description Invalid input: `details.fieldErrors` maps each field or query parameter to its messages */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Missing or wrong `x-api-key`, or a missing or expired token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No such record (or one that belongs to another user) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Quotes */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    tag?: string;
                    category?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Quote"][];
                            meta: {
                                pagination: components["schemas"]["Pagination"];
                            };
                        };
                    };
                };
                /** @description Invalid input: `details.fieldErrors` maps each field or query parameter to its messages */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Missing or wrong `x-api-key`, or a missing or expired token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/faqs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** FAQs by category and order (`category` filters) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    tag?: string;
                    category?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Faq"][];
                            meta: {
                                pagination: components["schemas"]["Pagination"];
                            };
                        };
                    };
                };
                /** @description Invalid input: `details.fieldErrors` maps each field or query parameter to its messages */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Missing or wrong `x-api-key`, or a missing or expired token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/digital-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lifestyle products (`category` filters) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    tag?: string;
                    category?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["DigitalProduct"][];
                            meta: {
                                pagination: components["schemas"]["Pagination"];
                            };
                        };
                    };
                };
                /** @description Invalid input: `details.fieldErrors` maps each field or query parameter to its messages */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Missing or wrong `x-api-key`, or a missing or expired token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A content page and its sections */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Page"];
                        };
                    };
                };
                /** @description Invalid input: `details.fieldErrors` maps each field or query parameter to its messages */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Missing or wrong `x-api-key`, or a missing or expired token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description No such record (or one that belongs to another user) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/privacy-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The privacy policy in force */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["LegalDocument"];
                        };
                    };
                };
                /** @description Invalid input: `details.fieldErrors` maps each field or query parameter to its messages */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Missing or wrong `x-api-key`, or a missing or expired token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description None published */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/terms-condition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The terms and conditions in force */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["LegalDocument"];
                        };
                    };
                };
                /** @description Invalid input: `details.fieldErrors` maps each field or query parameter to its messages */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Missing or wrong `x-api-key`, or a missing or expired token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description None published */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Countries (`search` filters by name) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    country?: string;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ReferenceItem"][];
                            meta: {
                                pagination: components["schemas"]["Pagination"];
                            };
                        };
                    };
                };
                /** @description Invalid input: `details.fieldErrors` maps each field or query parameter to its messages */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Missing or wrong `x-api-key`, or a missing or expired token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cities (`country` filters by alpha-2 code) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    country?: string;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ReferenceItem"][];
                            meta: {
                                pagination: components["schemas"]["Pagination"];
                            };
                        };
                    };
                };
                /** @description Invalid input: `details.fieldErrors` maps each field or query parameter to its messages */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Missing or wrong `x-api-key`, or a missing or expired token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/nationalities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Nationalities */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    country?: string;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ReferenceItem"][];
                            meta: {
                                pagination: components["schemas"]["Pagination"];
                            };
                        };
                    };
                };
                /** @description Invalid input: `details.fieldErrors` maps each field or query parameter to its messages */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Missing or wrong `x-api-key`, or a missing or expired token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Languages */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    country?: string;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ReferenceItem"][];
                            meta: {
                                pagination: components["schemas"]["Pagination"];
                            };
                        };
                    };
                };
                /** @description Invalid input: `details.fieldErrors` maps each field or query parameter to its messages */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Missing or wrong `x-api-key`, or a missing or expired token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/disorders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Disorders */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    country?: string;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ReferenceItem"][];
                            meta: {
                                pagination: components["schemas"]["Pagination"];
                            };
                        };
                    };
                };
                /** @description Invalid input: `details.fieldErrors` maps each field or query parameter to its messages */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Missing or wrong `x-api-key`, or a missing or expired token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/keywords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Keywords */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    country?: string;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ReferenceItem"][];
                            meta: {
                                pagination: components["schemas"]["Pagination"];
                            };
                        };
                    };
                };
                /** @description Invalid input: `details.fieldErrors` maps each field or query parameter to its messages */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Missing or wrong `x-api-key`, or a missing or expired token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/objectives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Objectives */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    country?: string;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ReferenceItem"][];
                            meta: {
                                pagination: components["schemas"]["Pagination"];
                            };
                        };
                    };
                };
                /** @description Invalid input: `details.fieldErrors` maps each field or query parameter to its messages */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Missing or wrong `x-api-key`, or a missing or expired token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/specializations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Specializations */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    country?: string;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ReferenceItem"][];
                            meta: {
                                pagination: components["schemas"]["Pagination"];
                            };
                        };
                    };
                };
                /** @description Invalid input: `details.fieldErrors` maps each field or query parameter to its messages */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Missing or wrong `x-api-key`, or a missing or expired token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/complaint-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Complaint types */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    country?: string;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ReferenceItem"][];
                            meta: {
                                pagination: components["schemas"]["Pagination"];
                            };
                        };
                    };
                };
                /** @description Invalid input: `details.fieldErrors` maps each field or query parameter to its messages */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Missing or wrong `x-api-key`, or a missing or expired token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/contact-us": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message to the platform team
         * @description At most 10 valid messages per address and hour (429); past the contact budget across all addresses, a proof of work is asked (429 `ChallengeRequired`, repeat with `x-altcha`).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["ContactRequest"];
                };
            };
            responses: {
                /** @description Stored for the back office */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                            };
                        };
                    };
                };
                /** @description Invalid input: `details.fieldErrors` maps each field or query parameter to its messages */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Missing or wrong `x-api-key`, or a missing or expired token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Body or file above the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Too many messages, or a proof of work is needed */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        WebSetting: {
            site_title: string;
            domain_name: string | null;
            legal_name: string | null;
            web_logo: components["schemas"]["Media"] | null;
            fab_icon: components["schemas"]["Media"] | null;
            social_links: {
                network: string;
                url: string;
            }[];
            /** @enum {string} */
            locale: "fr" | "en";
        };
        Media: {
            url: string;
            alternativeText: string | null;
            width: number | null;
            height: number | null;
            mime: string;
        };
        ApiError: {
            error: {
                status: number;
                name: string;
                message: string;
                details?: {
                    [key: string]: unknown;
                };
            };
        };
        BlogCard: {
            id: string;
            slug: string;
            title: string;
            excerpt: string;
            author: string;
            /** Format: date */
            published_date: string;
            tags: string[];
            cover: components["schemas"]["Media"] | null;
            /** @enum {string} */
            locale: "fr" | "en";
        };
        Pagination: {
            page: number;
            pageSize: number;
            pageCount: number;
            total: number;
        };
        Blog: {
            id: string;
            slug: string;
            title: string;
            excerpt: string;
            author: string;
            /** Format: date */
            published_date: string;
            tags: string[];
            cover: components["schemas"]["Media"] | null;
            /** @enum {string} */
            locale: "fr" | "en";
            body: string;
        };
        Quote: {
            id: string;
            author_name: string;
            quote_title: string;
            text: string;
            /** @enum {string} */
            locale: "fr" | "en";
        };
        Faq: {
            id: string;
            question: string;
            answer: string;
            category: string;
            order: number | null;
            /** @enum {string} */
            locale: "fr" | "en";
        };
        DigitalProduct: {
            id: string;
            slug: string;
            name: string;
            description: string;
            price: number;
            currency: string;
            category: string;
            images: (components["schemas"]["Media"] | null)[];
            /** @enum {string} */
            locale: "fr" | "en";
        };
        Page: {
            id: string;
            slug: string;
            title: string;
            subtitle: string;
            sections: {
                key: string;
                title: string;
                body: string;
                image: components["schemas"]["Media"] | null;
            }[];
            /** @enum {string} */
            locale: "fr" | "en";
        };
        LegalDocument: {
            id: string;
            version: string;
            /** Format: date */
            effective_date: string;
            title: string;
            body: string;
            /** @enum {string} */
            locale: "fr" | "en";
        };
        ReferenceItem: {
            id: string;
            slug: string;
            name: string;
            /** @enum {string} */
            locale: "fr" | "en";
            code?: string;
            isd_code?: string | null;
            country_code?: string | null;
            description?: string | null;
        };
        ContactRequest: {
            name: string;
            email: string;
            phone?: string;
            subject: string;
            message: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
