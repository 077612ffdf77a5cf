# refusals
