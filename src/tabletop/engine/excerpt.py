"""Short quotes of values in error messages: a hostile value may be huge.

Examples:
    >>> excerpt("x" * 100, 12)
    "'xxxxxxxx..."
    >>> excerpt(10**5000)
    '<a whole number of about 5001 digits>'
"""

from __future__ import annotations


def cut(text: str, limit: int = 60) -> str:
    """``text`` cut to ``limit`` characters, ``...`` marking the cut."""
    return text if len(text) <= limit else text[:limit - 3] + "..."


def excerpt(value: object, limit: int = 60) -> str:
    """``repr(value)`` cut to ``limit`` characters; a whole number too long to quote is
    named by its size instead (Python refuses to print one of over 4,300 digits), and so is
    a value holding one.

    Examples:
        >>> excerpt([1, 10**5000])
        '<a list too large to quote>'
    """
    if type(value) is int and value.bit_length() > 200:
        return f"<a whole number of about {int(value.bit_length() * 0.30103) + 1} digits>"
    try:
        return cut(repr(value), limit)
    except ValueError:  # a number inside it has too many digits to print
        return f"<a {type(value).__name__} too large to quote>"
