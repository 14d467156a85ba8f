import { describe, expect, it } from 'vitest';
import { siteHome, siteTemplateProblem } from './site-template.ts';

describe('the published site an operator names (tenant studio --site)', () => {
  it('takes an http(s) site with {id} for the tenant', () => {
    expect(siteTemplateProblem('https://{id}.m.example.com')).toBeNull();
    expect(siteTemplateProblem('http://{id}.localhost:8787/')).toBeNull();
    expect(siteHome('https://{id}.m.example.com', 'lotus')).toBe('https://lotus.m.example.com/m/home');
    expect(siteHome('http://{id}.localhost:8787/', 'dragon')).toBe('http://dragon.localhost:8787/m/home');
  });
  it('refuses one without {id}, another scheme, a path or a query, saying which', () => {
    expect(siteTemplateProblem('https://lotus.example.com')).toMatch(/give \{id\} where the tenant's id goes/);
    expect(siteTemplateProblem('javascript:{id}')).toBe('an http or https address');
    expect(siteTemplateProblem('https://{id}.example.com/m/home')).toMatch(/without a path/);
    expect(siteTemplateProblem('https://{id}.example.com/?a=1')).toMatch(/without a path, query/);
    expect(siteTemplateProblem('{id}')).toBe('not an address');
  });
});
